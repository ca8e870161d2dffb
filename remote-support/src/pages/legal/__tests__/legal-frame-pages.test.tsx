// The hosted legal documents: fixed (If) pages, v2 addresses with the locale fallback and per-app host, and
// the agreement config fetched only when logged in and not yet cached.
import { fireEvent, screen } from '@testing-library/react';
import { createAppStore, initialSessionState, setAppConfig } from '@uc/shared';
import { flushPendingWork, loggedInState, mockProvider, recordNativeCalls, renderWithProviders } from '@uc/shared/src/testing';
import UserAgreementIfPage from '../user-agreement-if-page';
import UserPrivacyIfPage from '../user-privacy-if-page';
import UserAgreementV2Page from '../user-agreement-v2-page';
import UserPrivacyV2Page from '../user-privacy-v2-page';

const HOST = 'https://legal.example/docs/';
const LEGAL_API = {
  'GET open/sdk/contract': { status: 'ok', considerations_message: '<p>Terms</p>' },
  'GET open/sdk/privacy': { status: 'ok', privacypolicy_message: '<p>Privacy</p>' },
};

let provider: ReturnType<typeof mockProvider> | undefined;
beforeEach(() => {
  setAppConfig({
    privacyHost: HOST,
    privacyHostByApp: { '30001': 'https://other-legal.example/' },
    agreementUrl: 'https://fixed.example/agreement.html',
    privacyUrl: 'https://fixed.example/privacy.html',
  });
});
afterEach(() => {
  provider?.restore();
  provider = undefined;
  setAppConfig({});
});

// The title bar's heading carries the same title attribute: pick the frame.
const findFrame = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) => el.tagName === 'IFRAME') as HTMLIFrameElement;
const frameSrc = async (title: string) => (await findFrame(title)).getAttribute('src');

describe('useragreementIf / userprivacyIf', () => {
  test('show the fixed hosted documents under their titles, in a sandboxed frame', async () => {
    const first = renderWithProviders(<UserAgreementIfPage />, { route: '/useragreementIf' });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Agreement' })).toBeInTheDocument();
    expect(await frameSrc('User Agreement')).toBe('https://fixed.example/agreement.html');
    expect(await findFrame('User Agreement')).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(await findFrame('User Agreement')).toHaveAttribute('referrerpolicy', 'no-referrer');
    first.unmount();
    renderWithProviders(<UserPrivacyIfPage />, { route: '/userprivacyIf' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await frameSrc('Privacy Policy')).toBe('https://fixed.example/privacy.html');
  });

  test('simple=1 hides the title bar', async () => {
    renderWithProviders(<UserPrivacyIfPage />, { route: '/userprivacyIf?simple=1' });
    expect(await frameSrc('Privacy Policy')).toBe('https://fixed.example/privacy.html');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  test('back with from=client exits the client view', async () => {
    const native = recordNativeCalls();
    renderWithProviders(<UserAgreementIfPage />, { route: '/useragreementIf?from=client', initialEntries: ['/'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(native.of('exit')).toHaveLength(1);
    native.stop();
  });
});

describe('v2/useragreement and v2/userprivacy', () => {
  test.each([
    ['language=en_US', `${HOST}en-US/Terms_of_Service.html`],
    ['language=zh_TW', `${HOST}zh-TW/Terms_of_Service.html`],
    ['language=zh-Hans', `${HOST}zh-CN/Terms_of_Service.html`],
    ['language=ko', `${HOST}ko-KO/Terms_of_Service.html`],
    ['language=de_AT', `${HOST}de-DE/Terms_of_Service.html`],
    ['language=ja', `${HOST}ja-JP/Terms_of_Service.html`], // bare `ja`: the main-locale step
    ['language=xx', `${HOST}en-US/Terms_of_Service.html`],
    ['appId=20001&language=fr_FR', `${HOST}20001/fr-FR/Terms_of_Service.html`],
    ['appId=30001&language=ru_RU', 'https://other-legal.example/30001/ru-RU/Terms_of_Service.html'],
    ['appId=..%2F..&language=en_US', `${HOST}en-US/Terms_of_Service.html`],
  ])('agreement ?%s → %s', async (query, expected) => {
    renderWithProviders(<UserAgreementV2Page />, { route: `/v2/useragreement?${query}` });
    expect(await frameSrc('User Agreement')).toBe(expected);
  });

  test('privacy: Privacy_Policy.html; without a language the current locale is used', async () => {
    const first = renderWithProviders(<UserPrivacyV2Page />, { route: '/v2/userprivacy?appId=20001&language=it_IT' });
    expect(await frameSrc('Privacy Policy')).toBe(`${HOST}20001/it-IT/Privacy_Policy.html`);
    first.unmount();
    renderWithProviders(<UserPrivacyV2Page />, { route: '/v2/userprivacy' });
    expect(await frameSrc('Privacy Policy')).toBe(`${HOST}en-US/Privacy_Policy.html`);
  });

  test('simple=1 hides the title bar', async () => {
    renderWithProviders(<UserPrivacyV2Page />, { route: '/v2/userprivacy?simple=1&language=en' });
    await frameSrc('Privacy Policy');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  test('logged in: the agreement config (contract, privacy) is fetched once, then comes from the cache', async () => {
    provider = mockProvider(LEGAL_API);
    const store = createAppStore(loggedInState());
    const first = renderWithProviders(<UserAgreementV2Page />, { store, route: '/v2/useragreement?language=en' });
    await frameSrc('User Agreement');
    await flushPendingWork();
    expect(provider.requests.map((r) => r.path).sort()).toEqual(['open/sdk/contract', 'open/sdk/privacy']);
    first.unmount();
    renderWithProviders(<UserPrivacyV2Page />, { store, route: '/v2/userprivacy?language=en' });
    await frameSrc('Privacy Policy');
    await flushPendingWork();
    expect(provider.requests).toHaveLength(2);
  });

  test('logged out: nothing is fetched', async () => {
    provider = mockProvider(LEGAL_API);
    // the game's app fields (its key) without a player, as after a logged-out launch: a call could go out, none does
    const session = { ...initialSessionState(), app: loggedInState().session.app };
    renderWithProviders(<UserAgreementV2Page />, { preloadedState: { session }, route: '/v2/useragreement' });
    await frameSrc('User Agreement');
    await flushPendingWork();
    expect(provider.requests).toHaveLength(0);
  });
});
