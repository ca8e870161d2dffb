// FAQ details through its UI: questions with sanitized answers, the parameter check, the ways on, the back rule.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState, setAppConfig } from '@uc/shared';
import {
  LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, loggedInState, mockProvider, recordNativeCalls, renderWithProviders,
} from '@uc/shared/src/testing';
import FaqDetailsPage from '../faq-details-page';

const FAQS = [
  { title: 'How do I switch accounts?', faq: '<p>Tap <b>Change Account</b>.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' },
  { title: 'I cannot log in', faq: '<p>Check your network.</p><a href="javascript:alert(1)">more</a>' },
];

let provider: ReturnType<typeof mockProvider> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
  setAppConfig({});
});

const renderDetails = (route: string, session = loggedInState().session, initialEntries = ['/faq']) =>
  renderWithProviders(<FaqDetailsPage />, { preloadedState: { session }, path: '/faqDetails', route, initialEntries });

test('lists the type\'s questions with their answers, asking for typeId in the current language', async () => {
  provider = mockProvider({ 'GET open/sdk/faq': { status: 'ok', faqs: FAQS } });
  renderDetails('/faqDetails?id=3&title=Account%20%26%20Login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Account & Login' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Questions and answers' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByRole('heading', { name: 'How do I switch accounts?' })).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('Tap Change Account.');
  expect(provider.requests[0].payload).toMatchObject({ typeId: '3', language: 'en-US', grant_app: 'app-1' });
});

test('answers are server HTML shown only through the shared sanitizer: no script, no handler, no javascript: link', async () => {
  provider = mockProvider({ 'GET open/sdk/faq': { status: 'ok', faqs: FAQS } });
  const { container } = renderDetails('/faqDetails?id=3&title=T');
  await screen.findByText('Check your network.');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  expect(container.querySelector('b')).toHaveTextContent('Change Account');
});

test('a missing id toasts "Parameter error" and calls nothing', async () => {
  provider = mockProvider({});
  const { container } = renderDetails('/faqDetails?title=Orphan');
  expect(await screen.findByRole('alert')).toHaveTextContent('Parameter error');
  await waitFor(() => expect(container.ownerDocument.querySelector('.uc-toast')).toHaveTextContent('Parameter error'));
  expect(provider.requests).toHaveLength(0);
});

test('without a title the page says "FAQ details"; empty and failing loads have their states', async () => {
  let calls = 0;
  provider = mockProvider({
    'GET open/sdk/faq': () => (++calls === 1 ? { status: 'fail', error: '9', error_msg: 'busy' } : { status: 'ok', faqs: [] }),
  });
  renderDetails('/faqDetails?id=5');
  expect(await screen.findByRole('heading', { level: 1, name: 'FAQ details' })).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The answers could not be loaded.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('There are no questions in this topic yet.')).toBeInTheDocument();
});

test.each(LOAD_FAULTS.map((f) => [f.name, f] as const))('a failed load (%s) gives the SPEC §8 text, and Retry loads the answers', async (_name, fault) => {
  provider = mockProvider({ 'GET open/sdk/faq': failingOnce(fault, { status: 'ok', faqs: FAQS }) });
  renderDetails('/faqDetails?id=1&title=T');
  await expectFailedLoadThenRetry('The answers could not be loaded.', fault);
  expect(await screen.findByRole('heading', { name: 'How do I switch accounts?' })).toBeInTheDocument();
});

test('without a game session it says so and calls nothing', async () => {
  provider = mockProvider({});
  renderDetails('/faqDetails?id=1&title=T', initialSessionState());
  expect(await screen.findByText('Help topics are available when you open the User Center from the game.')).toBeInTheDocument();
  expect(provider.requests).toHaveLength(0);
});

test('"Contact us" opens the ticket form', async () => {
  provider = mockProvider({ 'GET open/sdk/faq': { status: 'ok', faqs: FAQS } });
  renderDetails('/faqDetails?id=1&title=T');
  fireEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/putQuestion');
});

test('"Reply" opens the configured provider\'s ticket route', async () => {
  setAppConfig({ ticketProvider: 'helpdesk' });
  provider = mockProvider({ 'GET open/sdk/faq': { status: 'ok', faqs: FAQS } });
  renderDetails('/faqDetails?id=1&title=T');
  fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/helpdeskTicket');
});

test('back with from=client exits the client view; without it goes back to the FAQ', async () => {
  provider = mockProvider({ 'GET open/sdk/faq': { status: 'ok', faqs: FAQS } });
  const native = recordNativeCalls();
  const first = renderDetails('/faqDetails?id=1&title=T&from=client');
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(native.of('exit')).toHaveLength(1);
  first.unmount();

  renderDetails('/faqDetails?id=1&title=T');
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/faq');
  expect(native.of('exit')).toHaveLength(1);
  native.stop();
});
