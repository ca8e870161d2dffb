// In the game (/deleteapply): what the player is told before applying — deleted, kept and why (the deployment's own
// words, in the player's language, else its English ones, else ours), how long, cancellable, no refunds — and, with
// ARCHITECTURE §8 dataExport, a copy of the data by the session's token, its link opened by native.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, setAppConfig } from '@uc/shared';
import { loggedInState, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { mainButton, renderDeleteApply } from './render-delete-apply';

const DETAIL = 'POST open/oauth/delete/detail';
const EXPORT = 'POST open/oauth/export';
let provider: ReturnType<typeof mockProvider>;
afterEach(() => {
  provider?.restore();
  setAppConfig(DEFAULT_APP_CONFIG);
});

const KEPT = { en: 'We keep invoices for 10 years (tax law).', de: 'Rechnungen bewahren wir 10 Jahre auf (Steuerrecht).' };

test('what is deleted, kept and why, how long, that it can be cancelled, and that nothing is refunded', async () => {
  provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: true } });
  renderDeleteApply();
  await mainButton('Apply for deletion');
  expect(screen.getByRole('heading', { name: 'Before you delete' })).toBeInTheDocument();
  for (const term of ['What is deleted', 'What is kept, and why', 'How long it takes', 'Purchases and subscriptions']) {
    expect(screen.getByText(term)).toBeInTheDocument();
  }
  expect(screen.getByText(/^Only what the law or security requires after deletion/)).toBeInTheDocument();
  expect(screen.getByText('The account is deleted within 15 days of your request. Until then you can cancel the request and keep your account.')).toBeInTheDocument();
  expect(screen.getByText(/does not refund purchases and does not cancel subscriptions/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get a copy of my data' })).not.toBeInTheDocument();
});

test.each([
  ['a German player reads the deployment\'s German words', 'de_DE', 'de-DE', KEPT.de],
  ['a Japanese player, with no Japanese words configured, reads its English ones', 'ja_JP', 'ja-JP', KEPT.en],
] as const)('%s', async (_case, language, locale, shown) => {
  setAppConfig({ ...DEFAULT_APP_CONFIG, deletionNotice: { kept: KEPT } });
  provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: true } });
  renderDeleteApply(loggedInState({ app: { language, locale } }).session);
  expect(await screen.findByText(shown)).toBeInTheDocument();
});

test('dataExport: the copy by the session\'s token; ready → native opens the link', async () => {
  setAppConfig({ ...DEFAULT_APP_CONFIG, providerExtensions: ['dataExport'] });
  provider = mockProvider({
    [DETAIL]: { status: 'ok', allowedApply: true },
    [EXPORT]: { status: 'ok', url: 'https://provider.example/export/1.json', expires: Date.UTC(2030, 5, 1) },
  });
  const android = { postMessage: jest.fn() };
  (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge = android;
  const native = recordNativeCalls();
  try {
    renderDeleteApply(loggedInState({ app: { capabilities: ['openUrl'] } }).session);
    fireEvent.click(await screen.findByRole('button', { name: 'Get a copy of my data' }));
    expect(await screen.findByText(/^Your copy is ready\. The link works until/)).toBeInTheDocument();
    const sent = provider.requests.find((r) => `${r.method} ${r.path}` === EXPORT);
    expect(sent?.payload).toMatchObject({ open_id: 'open-1', token: 'tok-123' });
    expect(sent?.payload).not.toHaveProperty('proof');
    fireEvent.click(screen.getByRole('button', { name: 'Open my data' }));
    await waitFor(() => expect(android.postMessage).toHaveBeenCalledWith(JSON.stringify({ method: 'openUrl', payload: { url: 'https://provider.example/export/1.json' } })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  } finally {
    native.stop();
    delete (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge;
  }
});

test('dataExport pending: "we will e-mail it to you"; a failure is the provider\'s words and the offer stays', async () => {
  setAppConfig({ ...DEFAULT_APP_CONFIG, providerExtensions: ['dataExport'] });
  let n = 0;
  provider = mockProvider({
    [DETAIL]: { status: 'ok', allowedApply: true },
    [EXPORT]: () => (++n === 1 ? { status: 'fail', error: '2001', error_msg: 'Export is busy' } : { status: 'ok', pending: true }),
  });
  renderDeleteApply();
  fireEvent.click(await screen.findByRole('button', { name: 'Get a copy of my data' }));
  expect(await screen.findByText('Export is busy')).toBeInTheDocument();
  // The offer stays and can be asked again: the toast may be painted a moment before the button stops being busy.
  const again = screen.getByRole('button', { name: 'Get a copy of my data' });
  await waitFor(() => expect(again).toBeEnabled());
  fireEvent.click(again);
  expect(await screen.findByText('We are preparing your copy and will e-mail it to you.')).toBeInTheDocument();
});
