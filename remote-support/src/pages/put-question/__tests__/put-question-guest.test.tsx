// A logged-out player files a ticket (SPEC §6: ticket entries need no login; "login problem" is why most write).
// The customer is a guest made from the device id and the e-mail; the ticket is the same SPEC §3 payload.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSessionState, type SessionState } from '@uc/shared';
import { fillRequired, okItem, renderPutQuestion, ticketService, toastText, withSignedTokenService } from './render-put-question';

withSignedTokenService();

let provider: ReturnType<typeof ticketService> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
});

/** Logged out, as after a logout or a login payload without token: the app fields (device id) are still known. */
const loggedOutOnDevice = (deviceId: string): SessionState => ({
  ...initialSessionState(), app: { ...initialSessionState().app, appId: '20001', deviceId },
});

const calls = () => provider!.requests.map((r) => `${r.method} ${r.path}`);
const body = (path: string) => JSON.parse(provider!.requests.find((r) => r.path === path)!.data as string);

test('logged out: no refusal, a note that the reply comes by e-mail, and the ticket is saved for a guest of this device', async () => {
  provider = ticketService({ 'POST ticket-api/save-user': okItem({ userId: 'cs-guest-7' }) });
  const { store } = renderPutQuestion(loggedOutOnDevice('dev-42'));
  expect(await screen.findByText(/You are not logged in\. You can still send your question/)).toBeInTheDocument();
  expect(screen.queryByText('Ticket data abnormal. Please reopen the User Center.')).not.toBeInTheDocument();
  await fillRequired();
  fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: ' Player@Example.com ' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Login problem' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  expect(calls()).toEqual(['GET ticket-api/token', 'POST ticket-api/save-user', 'POST ticket-api/save-ticket']);
  expect(body('ticket-api/save-user')).toEqual({ nick: 'Player@Example.com', partnerId: 'guest:dev-42:player@example.com' });
  expect(body('ticket-api/save-ticket')).toMatchObject({
    userid: 'cs-guest-7', user_emails: 'Player@Example.com', ticket_typeid: '4', ticket_title: 'Login problem', ticket_from: '2',
  });
  // the guest's customer id is not put into the (logged-out) session
  expect(store.getState().session.user.csUserId).toBe('');
});

test('never logged in and no device id: the guest is the e-mail alone', async () => {
  provider = ticketService();
  renderPutQuestion(initialSessionState());
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  expect(body('ticket-api/save-user')).toEqual({ nick: 'player@example.com', partnerId: 'guest:player@example.com' });
});

test('logged out, the SPEC §5 rules still apply before anything is sent', async () => {
  provider = ticketService();
  renderPutQuestion(loggedOutOnDevice('dev-42'));
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('Fill in device model'));
  expect(provider.requests).toHaveLength(0);
});
