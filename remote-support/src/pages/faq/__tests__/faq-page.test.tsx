// The FAQ page through its UI, with the provider mocked at the API client's edge.
import { fireEvent, screen, within } from '@testing-library/react';
import { initialSessionState, setAppConfig, DEFAULT_APP_CONFIG } from '@uc/shared';
import {
  LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, holdResponse, loggedInState, mockProvider, renderWithProviders,
} from '@uc/shared/src/testing';
import FaqPage from '../faq-page';

const TYPES = [
  { id: 11, version: '1', appId: 'app-1', name: 'Account' },
  { id: 12, version: '1', appId: 'app-1', name: 'Payment & refunds' },
  { id: 13, version: '1', appId: 'app-1', name: 'Bugs' },
  { id: 14, version: '1', appId: 'app-1', name: 'Events' },
];

let provider: ReturnType<typeof mockProvider> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
  setAppConfig({});
});

const renderFaq = (session = loggedInState().session) =>
  renderWithProviders(<FaqPage />, { preloadedState: { session }, path: '/faq' });

// The cells only: that they are drawn three to a row is layout-boxes.e2e.ts's to prove (jsdom draws nothing).
test('loads the FAQ types with grant_app and the current locale, padded with blank cells to a multiple of three', async () => {
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: TYPES } });
  renderFaq();
  const grid = await screen.findByRole('region', { name: 'Help topics' });
  const cells = within(grid).getAllByRole('listitem', { hidden: true });
  expect(cells).toHaveLength(6);
  expect(cells.filter((c) => c.getAttribute('aria-hidden') === 'true')).toHaveLength(2);
  expect(within(grid).getAllByRole('button').map((b) => b.textContent)).toEqual(TYPES.map((t) => t.name));

  expect(provider.requests).toHaveLength(1);
  expect(provider.requests[0].payload).toMatchObject({ grant_app: 'app-1', language: 'en-US' });
  expect(provider.requests[0].headers['Accept-Language']).toBe('en-US');
});

test('shows the shared loading overlay until the types arrive', async () => {
  const held = holdResponse();
  provider = mockProvider({ 'GET open/sdk/faqType': held.handler });
  renderFaq();
  expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  held.release({ status: 'ok', faqTypes: TYPES });
  await screen.findByRole('region', { name: 'Help topics' });
  expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
});

test('shows the empty state when there are no FAQ types', async () => {
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: [] } });
  renderFaq();
  expect(await screen.findByText('There are no help topics yet.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Help topics' })).not.toBeInTheDocument();
});

test('shows an error state with retry, and retry loads the types', async () => {
  let calls = 0;
  provider = mockProvider({
    'GET open/sdk/faqType': () =>
      ++calls === 1 ? { status: 'fail', error: 500, error_msg: 'busy' } : { status: 'ok', faqTypes: TYPES.slice(0, 3) },
  });
  renderFaq();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Help topics could not be loaded.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  const grid = await screen.findByRole('region', { name: 'Help topics' });
  expect(within(grid).getAllByRole('button')).toHaveLength(3);
  expect(calls).toBe(2);
});

test.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed load (%s) gives the SPEC §8 text, and Retry loads the types', async (_name, fault) => {
  provider = mockProvider({ 'GET open/sdk/faqType': failingOnce(fault, { status: 'ok', faqTypes: TYPES }) });
  renderFaq();
  await expectFailedLoadThenRetry('Help topics could not be loaded.', fault);
  expect(await screen.findByRole('button', { name: 'Payment & refunds' })).toBeInTheDocument();
});

test('the reply button opens the hosted ticket route of the configured provider', async () => {
  setAppConfig({ ...DEFAULT_APP_CONFIG, ticketProvider: 'udesk' });
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: TYPES } });
  renderFaq();
  fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/udeskTicket');
});

test('tapping a type opens its details with id and title URL-encoded', async () => {
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: TYPES } });
  renderFaq();
  fireEvent.click(await screen.findByRole('button', { name: 'Payment & refunds' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/faqDetails?id=12&title=Payment%20%26%20refunds');
});

test('shows the role name and id from the session', async () => {
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: TYPES } });
  renderFaq(loggedInState({ user: { roleName: 'Paladin', roleId: 'R-77' } }).session);
  expect(await screen.findByText('Role: Paladin')).toBeInTheDocument();
  expect(screen.getByText('Role ID: R-77')).toBeInTheDocument();
});

test('without a role there is no blank role card: only the support buttons remain', async () => {
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: TYPES } });
  const { container } = renderFaq(loggedInState({ user: { roleName: '', roleId: '' } }).session);
  await screen.findByRole('region', { name: 'Help topics' });
  expect(screen.queryByText(/^Role/)).not.toBeInTheDocument();
  expect(container.querySelector('.uc-faq-header__role')).toBeNull();
  expect(container.querySelector('.uc-faq-header')).toHaveClass('uc-faq-header--actions-only');
  expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
});

test('"Submit a question" opens the ticket form', async () => {
  provider = mockProvider({ 'GET open/sdk/faqType': { status: 'ok', faqTypes: TYPES } });
  renderFaq();
  fireEvent.click(await screen.findByRole('button', { name: 'Submit a question' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/putQuestion');
});

test('without a game session it says the FAQ needs one, and calls nothing', async () => {
  provider = mockProvider({});
  renderFaq(initialSessionState());
  expect(
    await screen.findByText('Help topics are available when you open the User Center from the game.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  expect(provider.requests).toHaveLength(0);
});
