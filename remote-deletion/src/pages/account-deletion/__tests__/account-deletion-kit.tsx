// Test support for the public page: a deployment's app-config (webAccount and the extensions), a plain browser's empty
// session or a game's, the stand-in's answers as a mocked provider, and the steps a player takes.
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, initialSessionState, setAppConfig, type SessionState } from '@uc/shared';
import { mockProvider, renderWithProviders, TEST_PUBLIC_KEY_PEM, type MockedRequest } from '@uc/shared/src/testing';
import AccountDeletionPage from '../account-deletion-page';
import { forgetFlow } from '../flow-memory';

export const ALL = ['proof', 'webAccount', 'dataExport'];
export const GAME = { name: 'Star Quest', publicKey: TEST_PUBLIC_KEY_PEM, channel: 'web-ch' };
export const PROOF = 'proof-of-the-deletion-code';

export function deploy(extensions: string[] = ALL, apps: Record<string, unknown> = { 'game-7': GAME }, more: Record<string, unknown> = {}) {
  setAppConfig({ ...DEFAULT_APP_CONFIG, providerExtensions: extensions, webAccount: { apps, defaultAppId: 'game-7' }, ...more });
}

export function resetPage() {
  forgetFlow();
  sessionStorage.clear();
  localStorage.clear();
  setAppConfig(DEFAULT_APP_CONFIG);
}

/** A plain browser with nothing in storage opens the link (route: what follows #). */
export function openPage(route = '/accountdeletion', session: SessionState = initialSessionState()) {
  return renderWithProviders(<AccountDeletionPage />, { preloadedState: { session }, path: '/accountdeletion', route });
}

export const STATUS = { status: 'ok', appling: false, allowedApply: true, rest_time: 0 };

/** The stand-in's answers for one account (masked both ways, code 123456), each handler overridable. */
export function standIn(overrides: Record<string, unknown> = {}) {
  const codeCheck = (r: MockedRequest) => (r.payload?.security === '123456' ? { status: 'ok', result: true, proof: PROOF } : { status: 'ok', result: false });
  return mockProvider({
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }] },
    'GET open/oauth/forget': { status: 'ok', Mobile: '138****5678', Account: 'p***@example.com' },
    'POST open/oauth/sms': { status: 'ok', result: true },
    'POST open/oauth/mail': { status: 'ok', result: true },
    'GET open/oauth/sms': codeCheck,
    'GET open/oauth/mail': codeCheck,
    'POST open/oauth/delete/detail': STATUS,
    'POST open/oauth/delete/apply': { status: 'ok' },
    'POST open/oauth/delete/cancel': { status: 'ok', canceled: true },
    'POST open/oauth/export': { status: 'ok', url: 'https://provider.example/export/abc.json', expires: Date.UTC(2030, 0, 2, 3, 4) },
    ...overrides,
  });
}

export const calls = (provider: { requests: MockedRequest[] }, key: string) => provider.requests.filter((r) => `${r.method} ${r.path}` === key);

export async function enterPhone(number = '138 1234 5678') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

export async function enterMail(mail = 'player@example.com') {
  fireEvent.click(await screen.findByRole('radio', { name: 'E-mail' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: mail } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

export async function sendAndCheck(code = '123456') {
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
  await screen.findByRole('button', { name: /Resend in \d+s/ });
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

export async function confirmInDialog(text: string | RegExp, button = 'Confirm') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}
