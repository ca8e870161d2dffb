// Images and submission through the UI: upload states one by one, the exact service calls, failure keeps the form.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, setAppConfig } from '@uc/shared';
import { holdResponse } from '@uc/shared/src/testing';
import { ticketSignature } from '../../../api/ticket-signature';
import {
  SIGNED_TOKEN_SERVICE, fillRequired, okItem, pickImages, png, renderPutQuestion, ticketService, toastText, withSignedTokenService,
} from './render-put-question';

withSignedTokenService();

let provider: ReturnType<typeof ticketService> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
  setAppConfig({});
});

const tile = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Image ${n}:`) });
const overlayShown = () => screen.queryByRole('status', { name: 'Loading…' }) !== null;

test('images upload one at a time, each showing uploading then uploaded', async () => {
  const first = holdResponse();
  const second = holdResponse();
  let n = 0;
  provider = ticketService({ 'POST ticket-api/upload': (req) => ((n += 1) === 1 ? first.handler(req) : second.handler(req)) });
  renderPutQuestion();
  await screen.findByRole('button', { name: 'Submit' });
  pickImages(png('a.png'), png('b.png'));
  expect(tile(1)).toHaveAccessibleName('Image 1: Uploading…');
  expect(tile(2)).toHaveAccessibleName('Image 2: Uploading…');
  await waitFor(() => expect(provider!.requests.filter((r) => r.path === 'ticket-api/upload')).toHaveLength(1));
  await act(async () => first.release(okItem({ url: 'http://files.example/a.png' })));
  await waitFor(() => expect(tile(1)).toHaveAccessibleName('Image 1: Uploaded'));
  await waitFor(() => expect(provider!.requests.filter((r) => r.path === 'ticket-api/upload')).toHaveLength(2));
  expect(tile(2)).toHaveAccessibleName('Image 2: Uploading…');
  await act(async () => second.release(okItem({ url: 'http://files.example/b.png' })));
  await waitFor(() => expect(tile(2)).toHaveAccessibleName('Image 2: Uploaded'));
  // one token for both uploads, sent as the header; the multipart carries the file and the fixed key
  expect(provider.requests.filter((r) => r.path === 'ticket-api/token')).toHaveLength(1);
  const upload = provider.requests.find((r) => r.path === 'ticket-api/upload')!;
  expect(upload.headers.token).toBe('tk-1');
  expect((upload.data as FormData).get('key')).toBe(DEFAULT_APP_CONFIG.ticketService.uploadKey);
  expect(((upload.data as FormData).get('file') as File).name).toBe('ticket-1.jpg'); // re-encoded, never the picked name
});

test('a failed upload says "Upload failed" and can be retried, or removed', async () => {
  let calls = 0;
  provider = ticketService({
    'POST ticket-api/upload': () => (++calls === 1 ? { ret_code: '1', ret_msg: 'busy' } : okItem({ url: 'http://files.example/ok.png' })),
  });
  renderPutQuestion();
  await screen.findByRole('button', { name: 'Submit' });
  pickImages(png('a.png'));
  await waitFor(() => expect(tile(1)).toHaveAccessibleName('Image 1: Upload failed'));
  expect(within(tile(1)).getByRole('alert')).toHaveTextContent('Upload failed');
  fireEvent.click(screen.getByRole('button', { name: 'Retry Image 1' }));
  await waitFor(() => expect(tile(1)).toHaveAccessibleName('Image 1: Uploaded'));
  // the failed try dropped its token, so the retry fetched a new one
  expect(provider.requests.filter((r) => r.path === 'ticket-api/token')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Remove Image 1' }));
  expect(screen.queryByRole('listitem', { name: /^Image 1:/ })).not.toBeInTheDocument();
});

test('only images, at most 4 of them, are accepted', async () => {
  provider = ticketService();
  renderPutQuestion();
  await screen.findByRole('button', { name: 'Submit' });
  pickImages(new File(['x'], 'notes.txt', { type: 'text/plain' }));
  await waitFor(() => expect(toastText()).toContain('Only images can be added'));
  pickImages(png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png'));
  await waitFor(() => expect(toastText()).toContain('You can add up to 4 images'));
  expect(screen.getAllByRole('listitem', { name: /^Image \d:/ })).toHaveLength(4);
  expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
  await waitFor(() => expect(tile(4)).toHaveAccessibleName('Image 4: Uploaded'));
});

test('submitting while an image uploads, or with a failed one, asks to wait / retry or remove first', async () => {
  const held = holdResponse();
  provider = ticketService({ 'POST ticket-api/upload': held.handler });
  renderPutQuestion();
  await fillRequired();
  pickImages(png('a.png'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('Please wait until the images have uploaded'));
  await act(async () => held.release({ ret_code: '1', ret_msg: 'nope' }));
  await waitFor(() => expect(tile(1)).toHaveAccessibleName('Image 1: Upload failed'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('An image failed to upload: retry or remove it'));
  expect(provider.requests.some((r) => r.path === 'ticket-api/save-ticket')).toBe(false);
});

test('submits: signed token, save user (nick, partner id), then the exact SPEC §3 ticket; success is said', async () => {
  setAppConfig({ ticketService: { ...SIGNED_TOKEN_SERVICE, appId: 'svc-app', appKey: 'svc-key', companyId: '777' } });
  provider = ticketService();
  const { store } = renderPutQuestion();
  await fillRequired();
  fireEvent.change(screen.getByLabelText('Recent login time (optional)'), { target: { value: '2026-03-01T09:30' } });
  fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '+86 138' } });
  pickImages(png('a.png'), png('b.png'));
  await waitFor(() => expect(tile(2)).toHaveAccessibleName('Image 2: Uploaded'));
  provider.requests.length = 0;

  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  expect(overlayShown()).toBe(false);
  await waitFor(() => expect(toastText()).toContain('Your question has been submitted'));

  expect(provider.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET ticket-api/token', 'POST ticket-api/save-user', 'POST ticket-api/save-ticket',
  ]);
  const [token, user, ticket] = provider.requests;
  const { appId, createTime, sign } = token.params as Record<string, string>;
  expect(appId).toBe('svc-app');
  expect(createTime).toMatch(/^\d{13}$/);
  expect(sign).toBe(ticketSignature('svc-app', createTime, 'svc-key'));
  expect(JSON.parse(user.data as string)).toEqual({ nick: 'Aria', partnerId: '10001' });
  expect(user.headers.token).toBe('tk-1');
  expect(ticket.headers.token).toBe('tk-1');
  expect(JSON.parse(ticket.data as string)).toEqual({
    companyid: '777',
    ticket_title: 'Password problem',
    userid: 'cs-10001',
    user_emails: 'player@example.com',
    ticket_typeid: '2',
    ticket_from: '2',
    ticket_content: 'I forgot my password.',
    extend_fields: [
      { fieldid: 'recent_login_time', field_value: '2026-03-01 09:30' },
      { fieldid: 'device_model', field_value: 'Pixel 8' },
      { fieldid: 'system_version', field_value: 'Android 14' },
      { fieldid: 'phone', field_value: '+86 138' },
      { fieldid: 'images', field_value: 'http://files.example/1.png,http://files.example/2.png' },
    ],
  });
  // the customer-service user id is kept in the session
  expect(store.getState().session.user.csUserId).toBe('cs-10001');

  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/faq');
});

test('a failing save hides the overlay, toasts the error, and keeps everything typed and uploaded', async () => {
  provider = ticketService({ 'POST ticket-api/save-ticket': { ret_code: '1', ret_msg: 'Ticket service is busy' } });
  renderPutQuestion();
  await fillRequired();
  pickImages(png('a.png'));
  await waitFor(() => expect(tile(1)).toHaveAccessibleName('Image 1: Uploaded'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('Ticket service is busy'));
  expect(overlayShown()).toBe(false);
  expect(screen.getByRole('radio', { name: 'Password problem' })).toBeChecked();
  expect(screen.getByLabelText('Device model *')).toHaveValue('Pixel 8');
  expect(screen.getByLabelText('System version *')).toHaveValue('Android 14');
  expect(screen.getByLabelText('E-mail *')).toHaveValue('player@example.com');
  expect(screen.getByLabelText('Description *')).toHaveValue('I forgot my password.');
  expect(tile(1)).toHaveAccessibleName('Image 1: Uploaded');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

  // and it can be sent again once the service is back
  provider.restore();
  provider = ticketService();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
});

test('a network failure on the token toasts the network text, and nothing stays spinning', async () => {
  provider = ticketService({ 'GET ticket-api/token': { status: 500, body: 'down' } });
  renderPutQuestion();
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain("Server didn't respond"));
  expect(overlayShown()).toBe(false);
  expect(screen.getByLabelText('Device model *')).toHaveValue('Pixel 8');
});

describe('the ticket number on the success screen', () => {
  it('shows the number the service gives', async () => {
    provider = ticketService();
    renderPutQuestion();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
    expect(screen.getByText('Ticket number: T-00001')).toBeInTheDocument();
  });

  it.each([
    ['no number', okItem({})],
    ['a number that is not text', okItem({ ticketId: { html: '<b>1</b>' } })],
    ['markup for a number', okItem({ ticketId: '<img src=x onerror=alert(1)>' })],
  ])('with %s: still a success (the ticket is saved), and no number line', async (_name, answer) => {
    provider = ticketService({ 'POST ticket-api/save-ticket': answer });
    renderPutQuestion();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
    expect(screen.queryByText(/^Ticket number/)).not.toBeInTheDocument();
    expect(provider.requests.filter((r) => r.path === 'ticket-api/save-ticket')).toHaveLength(1);
  });
});
