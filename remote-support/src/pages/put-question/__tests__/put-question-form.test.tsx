// The ticket form's fields and rules through its UI: SPEC §3 order, types, live counter, SPEC §5 required messages
// in SPEC's order, device fields prefilled from the user agent, a broken session.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState } from '@uc/shared/src/testing';
import { fillRequired, renderPutQuestion, ticketService, toastText } from './render-put-question';

let provider: ReturnType<typeof ticketService> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
});

test('shows the SPEC §3 fields and the five account question types', async () => {
  renderPutQuestion();
  expect(await screen.findByRole('heading', { level: 1, name: 'Submit a question' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Account question type *' })).toBeInTheDocument();
  for (const type of ['Account problem', 'Password problem', 'Binding problem', 'Login problem', 'Other account problem']) {
    expect(screen.getByRole('radio', { name: type })).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Recent login time (optional)')).toHaveAttribute('type', 'datetime-local');
  expect(screen.getByLabelText('Device model *')).toBeInTheDocument();
  expect(screen.getByLabelText('System version *')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail *')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Description *')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Images (optional)' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: /abnormal/ })).not.toBeInTheDocument();
});

test('the fields come in SPEC §3\'s order: login time, question type, device model, system version, e-mail, phone, description', async () => {
  renderPutQuestion();
  await screen.findByRole('heading', { level: 1, name: 'Submit a question' });
  const order = [
    screen.getByLabelText('Recent login time (optional)'),
    screen.getByRole('group', { name: 'Account question type *' }),
    screen.getByLabelText('Device model *'),
    screen.getByLabelText('System version *'),
    screen.getByLabelText('E-mail *'),
    screen.getByLabelText('Phone (optional)'),
    screen.getByLabelText('Description *'),
    screen.getByRole('group', { name: 'Images (optional)' }),
  ];
  for (let i = 1; i < order.length; i += 1) {
    expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

test('the description counter follows typing live and stops at 500 characters', async () => {
  renderPutQuestion();
  const description = await screen.findByLabelText('Description *');
  expect(screen.getByText('0/500')).toBeInTheDocument();
  fireEvent.change(description, { target: { value: 'Hello' } });
  expect(screen.getByText('5/500')).toBeInTheDocument();
  fireEvent.change(description, { target: { value: 'x'.repeat(620) } });
  expect(screen.getByText('500/500')).toBeInTheDocument();
  expect((description as HTMLTextAreaElement).value).toHaveLength(500);
});

test('typing or pasting past 500 keeps the first 500 and says why the rest did not go in', async () => {
  const user = userEvent.setup();
  renderPutQuestion();
  const description = (await screen.findByLabelText('Description *')) as HTMLTextAreaElement;
  const full = 'The description is full at 500 characters: the rest was not added.';
  await user.click(description);
  await user.paste('x'.repeat(490));
  expect(screen.queryByText(full)).not.toBeInTheDocument();
  await user.paste('y'.repeat(20)); // a paste that does not fit: its first 10 characters go in
  expect(description.value).toBe(`${'x'.repeat(490)}${'y'.repeat(10)}`);
  expect(screen.getByText('500/500')).toBeInTheDocument();
  expect(screen.getByText(full)).toHaveAttribute('role', 'status');
  expect(description).toHaveAccessibleDescription(expect.stringContaining(full));
  await user.keyboard('z'); // typing at 500 adds nothing, and the reason stays
  expect(description.value).toHaveLength(500);
  expect(description.value.endsWith('z')).toBe(false);
  expect(screen.getByText(full)).toBeInTheDocument();
  await user.keyboard('{Backspace}'); // a change that fits again: the reason goes
  expect(description.value).toHaveLength(499);
  expect(screen.queryByText(full)).not.toBeInTheDocument();
});

test('submitting an empty form gives each required field its own message (SPEC §5 texts) and calls nothing', async () => {
  provider = ticketService();
  renderPutQuestion();
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Choose the question type', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('Fill in device model', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('Fill in system version')).toBeInTheDocument();
  expect(screen.getByText('Fill in e-mail')).toBeInTheDocument();
  expect(screen.getByText('Describe your problem')).toBeInTheDocument();
  expect(screen.getByLabelText('Device model *')).toHaveAttribute('aria-invalid', 'true');
  // SPEC §5's first required field speaks first, and gets the focus
  await waitFor(() => expect(toastText()).toEqual(['Fill in device model']));
  expect(document.activeElement).toBe(screen.getByLabelText('Device model *'));
  expect(provider.requests).toHaveLength(0);
});

test('the required fields speak in SPEC §5\'s order: device model, system version, e-mail, then the question type', async () => {
  provider = ticketService();
  renderPutQuestion();
  const submit = await screen.findByRole('button', { name: 'Submit' });
  fireEvent.change(screen.getByLabelText('Device model *'), { target: { value: 'Pixel 8' } });
  fireEvent.click(submit);
  await waitFor(() => expect(toastText()).toContain('Fill in system version'));
  expect(document.activeElement).toBe(screen.getByLabelText('System version *'));
  fireEvent.change(screen.getByLabelText('System version *'), { target: { value: 'Android 14' } });
  fireEvent.click(submit);
  await waitFor(() => expect(toastText()).toContain('Fill in e-mail'));
  expect(document.activeElement).toBe(screen.getByLabelText('E-mail *'));
  fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'a@b.c' } });
  fireEvent.click(submit);
  await waitFor(() => expect(toastText()).toContain('Choose the question type'));
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Account problem' }));
});

describe('device fields prefilled from the webview', () => {
  const useAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
  afterEach(() => jest.restoreAllMocks());

  test('Android: model and version', async () => {
    useAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36');
    renderPutQuestion();
    expect(await screen.findByLabelText('Device model *')).toHaveValue('Pixel 8');
    expect(screen.getByLabelText('System version *')).toHaveValue('Android 14');
  });

  test('iOS: the version; the model is left to the player, and can be changed', async () => {
    useAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148');
    renderPutQuestion();
    expect(await screen.findByLabelText('System version *')).toHaveValue('iOS 17.4.1');
    expect(screen.getByLabelText('Device model *')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('System version *'), { target: { value: 'iOS 17.5' } });
    expect(screen.getByLabelText('System version *')).toHaveValue('iOS 17.5');
  });
});

test('a message goes away once its field is filled; the phone and login time stay optional', async () => {
  provider = ticketService();
  renderPutQuestion();
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  await screen.findByText('Fill in device model', { selector: 'p' });
  fireEvent.change(screen.getByLabelText('Device model *'), { target: { value: 'iPhone 15' } });
  expect(screen.queryByText('Fill in device model', { selector: 'p' })).not.toBeInTheDocument();
  expect(screen.getByText('Fill in system version', { selector: 'p' })).toBeInTheDocument();
});

test('a logged-in session without a user id: "ticket data abnormal, reopen the user center", nothing is sent, nothing lost', async () => {
  provider = ticketService();
  renderPutQuestion(loggedInState({ user: { userId: '' } }).session);
  expect(await screen.findByText('Ticket data abnormal. Please reopen the User Center.')).toBeInTheDocument();
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('Ticket data abnormal. Please reopen the User Center.'));
  expect(provider.requests).toHaveLength(0);
  expect(screen.getByLabelText('Device model *')).toHaveValue('Pixel 8');
});
