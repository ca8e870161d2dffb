// The ticket form's draft survives a reload of the webview (sessionStorage): typed text, question type and device
// fields come back; images do not; a sent ticket and a logout leave no draft.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loggedOut, persistSession, readDraft } from '@uc/shared';
import { loggedInState } from '@uc/shared/src/testing';
import { TICKET_DRAFT_KEY } from '../use-ticket-form';
import { fillRequired, pickImages, png, renderPutQuestion, ticketService } from './render-put-question';

let provider: ReturnType<typeof ticketService> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
  jest.restoreAllMocks();
});

const session = () => loggedInState({ user: { nikeName: 'Aria', userId: '10001' } }).session;

async function typeEverything() {
  await fillRequired();
  fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '13812345678' } });
  fireEvent.change(screen.getByLabelText('Recent login time (optional)'), { target: { value: '2026-03-01T09:30' } });
}

test('after a reload the form shows what was typed, the question type and device fields too, but no image', async () => {
  provider = ticketService();
  const first = renderPutQuestion(session());
  await typeEverything();
  pickImages(png('a.png'));
  await waitFor(() => expect(screen.getByRole('listitem', { name: 'Image 1: Uploaded' })).toBeInTheDocument());
  first.unmount(); // the webview reloads: the page is built again from scratch

  renderPutQuestion(session());
  expect(await screen.findByLabelText('Description *')).toHaveValue('I forgot my password.');
  expect(screen.getByRole('radio', { name: 'Password problem' })).toBeChecked();
  expect(screen.getByLabelText('Device model *')).toHaveValue('Pixel 8');
  expect(screen.getByLabelText('System version *')).toHaveValue('Android 14');
  expect(screen.getByLabelText('E-mail *')).toHaveValue('player@example.com');
  expect(screen.getByLabelText('Phone (optional)')).toHaveValue('13812345678');
  expect(screen.getByLabelText('Recent login time (optional)')).toHaveValue('2026-03-01T09:30');
  expect(screen.getByText('21/500')).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: /^Image 1:/ })).not.toBeInTheDocument();
  // sessionStorage only, and never an image's bytes or address
  expect(localStorage.length).toBe(0);
  const stored = Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k)).join('');
  expect(stored).not.toMatch(/files\.example|a\.png/);
});

test('a draft wins over the prefill from the user agent', async () => {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0 Mobile Safari/537.36',
  );
  const first = renderPutQuestion(session());
  fireEvent.change(await screen.findByLabelText('Device model *'), { target: { value: 'Pixel 8 Pro' } });
  first.unmount();
  renderPutQuestion(session());
  expect(await screen.findByLabelText('Device model *')).toHaveValue('Pixel 8 Pro');
  expect(screen.getByLabelText('System version *')).toHaveValue('Android 14');
});

test('a sent ticket leaves no draft: the next form is empty', async () => {
  provider = ticketService();
  const first = renderPutQuestion(session());
  await typeEverything();
  expect(readDraft(TICKET_DRAFT_KEY)).toMatchObject({ description: 'I forgot my password.' }); // there was one to clear
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Your question has been submitted' })).toBeInTheDocument();
  first.unmount();
  renderPutQuestion(session());
  expect(await screen.findByLabelText('Description *')).toHaveValue('');
  expect(screen.getByLabelText('E-mail *')).toHaveValue('');
});

test('a failed send keeps the draft', async () => {
  provider = ticketService({ 'POST ticket-api/save-ticket': { ret_code: '1', ret_msg: 'busy' } });
  const first = renderPutQuestion(session());
  await typeEverything();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('busy')).toBeInTheDocument();
  first.unmount();
  renderPutQuestion(session());
  expect(await screen.findByLabelText('Description *')).toHaveValue('I forgot my password.');
});

test('a logout clears the draft', async () => {
  const first = renderPutQuestion(session());
  const stop = persistSession(first.store);
  await typeEverything();
  expect(readDraft(TICKET_DRAFT_KEY)).toMatchObject({ description: 'I forgot my password.' }); // there was one to clear
  act(() => {
    first.store.dispatch(loggedOut());
  });
  stop();
  first.unmount();
  renderPutQuestion(session());
  expect(await screen.findByLabelText('Description *')).toHaveValue('');
});
