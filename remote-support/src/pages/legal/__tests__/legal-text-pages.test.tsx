// /useragreement and /userprivacy: the contract / privacy texts as sanitized HTML, with their states.
import { fireEvent, screen, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
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

test('an empty text says so; without a game session nothing is called', async () => {
  provider = mockProvider({ 'GET open/sdk/privacy': { status: 'ok', privacypolicy_message: '' } });
  const first = renderWithProviders(<UserPrivacyPage />, { preloadedState: loggedInState(), route: '/userprivacy' });
  expect(await screen.findByText('This document is empty.')).toBeInTheDocument();
  first.unmount();
  provider.requests.length = 0;
  renderWithProviders(<UserAgreementPage />, { preloadedState: { session: initialSessionState() }, route: '/useragreement' });
  expect(await screen.findByText('This document is available when you open the User Center from the game.')).toBeInTheDocument();
  expect(provider.requests).toHaveLength(0);
});
