// The ticket form's fields and rules through its UI: types, live counter, required messages, no session.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
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

test('submitting an empty form gives each required field its own message and calls nothing', async () => {
  provider = ticketService();
  renderPutQuestion();
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Choose the question type', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('Fill in the device model')).toBeInTheDocument();
  expect(screen.getByText('Fill in the system version')).toBeInTheDocument();
  expect(screen.getByText('Fill in your e-mail')).toBeInTheDocument();
  expect(screen.getByText('Describe your problem')).toBeInTheDocument();
  expect(screen.getByLabelText('Device model *')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(toastText()).toContain('Choose the question type'));
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Account problem' }));
  expect(provider.requests).toHaveLength(0);
});

test('a message goes away once its field is filled; the phone and login time stay optional', async () => {
  provider = ticketService();
  renderPutQuestion();
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  await screen.findByText('Fill in the device model');
  fireEvent.change(screen.getByLabelText('Device model *'), { target: { value: 'iPhone 15' } });
  expect(screen.queryByText('Fill in the device model')).not.toBeInTheDocument();
  expect(screen.getByText('Fill in the system version')).toBeInTheDocument();
});

test('without a session: "ticket data abnormal, reopen the user center", nothing is sent and nothing is lost', async () => {
  provider = ticketService();
  renderPutQuestion(initialSessionState());
  expect(await screen.findByText('Ticket data abnormal. Please reopen the User Center.')).toBeInTheDocument();
  await fillRequired();
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toastText()).toContain('Ticket data abnormal. Please reopen the User Center.'));
  expect(provider.requests.filter((r) => r.path !== 'ticket-api/token')).toHaveLength(0);
  expect(screen.getByLabelText('Device model *')).toHaveValue('Pixel 8');
});
