// Links inside a FAQ answer route like a message's (SPEC §2 / issue 16 point 9): '#/…' navigates inside the app,
// an http(s) page goes to native's openUrl, anything else is refused; the page never navigates itself.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loggedInState, mockProvider, recordNativeCalls, renderWithProviders, type NativeCallRecorder } from '@uc/shared/src/testing';
import FaqDetailsPage from '../faq-details-page';

const ANSWER =
  '<p>Bind a phone in <a href="#/manageaccount">account management</a>, or read <a href="#/v2/userprivacy?language=de&amp;simple=1">the privacy policy</a>.</p>'
  + '<p>News on <a href="https://example.com/news">our site</a>. <a href="mailto:help@example.com">Mail us</a>. '
  + '<a href="#/nowhere">Bad route</a>.</p>';

let provider: ReturnType<typeof mockProvider>;
let native: NativeCallRecorder;
beforeEach(() => {
  native = recordNativeCalls();
  provider = mockProvider({ 'GET open/sdk/faq': { status: 'ok', faqs: [{ title: 'How do I bind?', faq: ANSWER }] } });
  renderWithProviders(<FaqDetailsPage />, {
    preloadedState: loggedInState(), path: '/faqDetails', route: '/faqDetails?id=1&title=T', initialEntries: ['/faq'],
  });
});
afterEach(() => {
  provider.restore();
  native.stop();
});

const opened = () => native.of('openUrl').map((c) => c.payload?.url);

test('an in-app link (#/manageaccount) navigates inside the app', async () => {
  fireEvent.click(await screen.findByRole('link', { name: 'account management' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/manageaccount$/);
  expect(opened()).toEqual([]);
});

test('an in-app link keeps its query', async () => {
  fireEvent.click(await screen.findByRole('link', { name: 'the privacy policy' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/v2/userprivacy?language=de&simple=1');
});

test('a web link opens outside through native openUrl, the page stays', async () => {
  fireEvent.click(await screen.findByRole('link', { name: 'our site' }));
  await waitFor(() => expect(opened()).toEqual(['https://example.com/news']));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test.each(['Mail us', 'Bad route'])('%s is refused with "This link cannot be opened."', async (name) => {
  fireEvent.click(await screen.findByRole('link', { name }));
  expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
  expect(opened()).toEqual([]);
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});
