// /useragreement and /userprivacy: the contract / privacy texts as sanitized HTML, with their states.
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, initialSessionState } from '@uc/shared';
import {
  LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, flushPendingWork, loggedInState, mockProvider, renderWithProviders,
} from '@uc/shared/src/testing';
import UserAgreementPage from '../user-agreement-page';
import UserPrivacyPage from '../user-privacy-page';

let provider: ReturnType<typeof mockProvider> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
});

test('the user agreement is the contract call\'s considerations_message, sanitized', async () => {
  provider = mockProvider({
    'GET open/sdk/contract': { status: 'ok', considerations_message: '<h3>Terms</h3><p onclick="x()">Play fair.</p><script>bad()</script>' },
  });
  const { container } = renderWithProviders(<UserAgreementPage />, { preloadedState: loggedInState(), route: '/useragreement' });
  expect(await screen.findByRole('heading', { level: 1, name: 'User Agreement' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Terms' })).toBeInTheDocument();
  expect(screen.getByText('Play fair.')).not.toHaveAttribute('onclick');
  expect(container.querySelector('script')).toBeNull();
  expect(provider.requests.map((r) => r.path)).toEqual(['open/sdk/contract']);
});

test('the privacy policy is the privacy call\'s privacypolicy_message; a failure offers retry', async () => {
  let calls = 0;
  provider = mockProvider({
    'GET open/sdk/privacy': () =>
      ++calls === 1 ? { status: 500, body: 'down' } : { status: 'ok', privacypolicy_message: '<p>We keep little.</p>' },
  });
  renderWithProviders(<UserPrivacyPage />, { preloadedState: loggedInState(), route: '/userprivacy' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The document could not be loaded.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('We keep little.')).toBeInTheDocument();
});

test.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed agreement load (%s) gives the SPEC §8 text, and Retry shows it', async (_name, fault) => {
  provider = mockProvider({ 'GET open/sdk/contract': failingOnce(fault, { status: 'ok', considerations_message: '<h3>Terms</h3>' }) });
  renderWithProviders(<UserAgreementPage />, { preloadedState: loggedInState(), route: '/useragreement' });
  await expectFailedLoadThenRetry('The document could not be loaded.', fault);
  expect(await screen.findByRole('heading', { level: 3, name: 'Terms' })).toBeInTheDocument();
});

test('an empty text says so; a logged-in session without the game\'s key calls nothing', async () => {
  provider = mockProvider({ 'GET open/sdk/privacy': { status: 'ok', privacypolicy_message: '' } });
  const first = renderWithProviders(<UserPrivacyPage />, { preloadedState: loggedInState(), route: '/userprivacy' });
  expect(await screen.findByText('This document is empty.')).toBeInTheDocument();
  first.unmount();
  provider.requests.length = 0;
  renderWithProviders(<UserAgreementPage />, { preloadedState: loggedInState({ app: { publicKey: '' } }), route: '/useragreement' });
  expect(await screen.findByText('This document is available when you open the User Center from the game.')).toBeInTheDocument();
  expect(provider.requests).toHaveLength(0);
});

// SPEC §6: "Agreement config is fetched only when logged in". A logged-out player (a game session without a player:
// app id and key, no token) reads the hosted document of /useragreementIf and /userprivacyIf instead of the texts.
test.each([
  ['/useragreement', UserAgreementPage, 'User Agreement', DEFAULT_APP_CONFIG.agreementUrl],
  ['/userprivacy', UserPrivacyPage, 'Privacy Policy', DEFAULT_APP_CONFIG.privacyUrl],
] as const)('%s logged out: the hosted document, and no agreement config is fetched', async (route, Page, title, src) => {
  provider = mockProvider({
    'GET open/sdk/contract': { status: 'ok', considerations_message: '<p>text</p>' },
    'GET open/sdk/privacy': { status: 'ok', privacypolicy_message: '<p>text</p>' },
  });
  const loggedOut = { ...initialSessionState(), app: { ...loggedInState().session.app } };
  renderWithProviders(<Page />, { preloadedState: { session: loggedOut }, route });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  // the title bar's heading carries the same title attribute: the frame is the iframe among them
  const frame = (await screen.findAllByTitle(title)).find((el) => el.tagName === 'IFRAME');
  expect(frame).toHaveAttribute('src', src);
  await flushPendingWork();
  expect(provider.requests).toEqual([]);
});
