// The ticket form with the default app-config: the token comes from the deployment's endpoint (tokenUrl) with the
// page's session, never from a key in the page; a refusal there is said and keeps the form.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSessionState, type SessionState } from '@uc/shared';
import { loggedInState } from '@uc/shared/src/testing';
import { fillRequired, pickImages, png, renderPutQuestion, ticketService, toastText } from './render-put-question';

let provider: ReturnType<typeof ticketService> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
});

const calls = () => provider!.requests.map((r) => `${r.method} ${r.url.replace(/\?.*$/, '')}`);

test('logged in: the token endpoint gets the session (token, open_id, user_id); image and ticket use its token', async () => {
  provider = ticketService({ 'POST open/ticket/token': { status: 'ok', token: 'srv-token' } });
  renderPutQuestion(loggedInState({ user: { nikeName: 'Aria', userId: '10001', token: 'tok-1', openId: 'open-1' } }).session);
  await fillRequired();
  pickImages(png('a.png'));
  await screen.findByRole('listitem', { name: 'Image 1: Uploaded' });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();

  expect(calls()).toEqual([
    'POST http://localhost:3100/open/ticket/token', 'POST http://localhost:3100/ticket-api/upload',
    'POST http://localhost:3100/open/ticket/token', 'POST http://localhost:3100/ticket-api/save-user',
    'POST http://localhost:3100/ticket-api/save-ticket',
  ]);
  const token = provider.requests[0];
  expect(token.payload).toMatchObject({ token: 'tok-1', open_id: 'open-1', user_id: '10001' });
  expect(provider.requests.slice(1).every((r) => r.url.includes('/open/') || r.headers.token === 'srv-token')).toBe(true);
  expect(provider.requests.some((r) => r.url.includes('ticket-api/token'))).toBe(false);
});

test('logged out: the endpoint is asked with an empty session (a guest), then the guest customer is saved', async () => {
  const guest: SessionState = { ...initialSessionState(), app: { ...loggedInState().session.app, deviceId: 'dev-42' } };
  provider = ticketService({ 'POST open/ticket/token': { status: 'ok', token: 'guest-token' } });
  renderPutQuestion(guest);
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  expect(provider.requests[0].payload).toMatchObject({ token: '', open_id: '', user_id: '' });
  expect(provider.requests.find((r) => r.path === 'ticket-api/save-user')!.headers.token).toBe('guest-token');
});

test('an endpoint that names the customer it bound the token to: no save user, the ticket is that customer\'s', async () => {
  provider = ticketService({ 'POST open/ticket/token': { status: 'ok', token: 'srv-token', customerId: 'cs-20001' } });
  renderPutQuestion(loggedInState({ user: { nikeName: 'Aria', userId: '10001', token: 'tok-1', openId: 'open-1' } }).session);
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  expect(calls()).toEqual(['POST http://localhost:3100/open/ticket/token', 'POST http://localhost:3100/ticket-api/save-ticket']);
  const ticket = JSON.parse(String(provider.requests[1].data)) as Record<string, unknown>;
  expect(ticket.userid).toBe('cs-20001');
});

test('a guest with such an endpoint: the page names no guest customer of its own (no device id or e-mail as an id)', async () => {
  const guest: SessionState = { ...initialSessionState(), app: { ...loggedInState().session.app, deviceId: 'dev-42' } };
  provider = ticketService({ 'POST open/ticket/token': { status: 'ok', token: 'guest-token', customerId: 'cs-30001' } });
  renderPutQuestion(guest);
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  expect(provider.requests.map((r) => r.path)).toEqual(['open/ticket/token', 'ticket-api/save-ticket']);
  expect(JSON.stringify(provider.requests.map((r) => [r.payload, r.data]))).not.toContain('dev-42');
  expect(JSON.parse(String(provider.requests[1].data)).userid).toBe('cs-30001');
});

test('the endpoint refusing the session: its message is toasted and the form keeps everything', async () => {
  provider = ticketService({ 'POST open/ticket/token': { status: 'fail', error: '1002', error_msg: 'Token invalid, please log in again' } });
  renderPutQuestion();
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('Token invalid, please log in again'));
  expect(screen.getByLabelText('Description *')).toHaveValue('I forgot my password.');
  expect(provider.requests.map((r) => r.path)).toEqual(['open/ticket/token']);
});
