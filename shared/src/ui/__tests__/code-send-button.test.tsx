// SPEC §4 verification-code button: 60 s per value+purpose, resumes the remainder, ready again after a failure.
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { recordSend } from '../../session/code-send-times';
import { CODE_SEND_STORAGE_KEY } from '../../session/forget-code-sends';
import { CodeSendButton, type CodeSendButtonProps } from '../controls/code-send-button';
import { loadTexts, renderUi, resetUiFeedback } from './ui-test-utils';

const START = new Date('2025-01-01T00:00:00Z').getTime();

beforeAll(loadTexts);
beforeEach(() => {
  resetUiFeedback();
  sessionStorage.removeItem(CODE_SEND_STORAGE_KEY);
  jest.useFakeTimers({ now: START });
});
afterEach(() => jest.useRealTimers());

async function renderButton(props: Partial<CodeSendButtonProps> = {}) {
  const send = jest.fn<Promise<unknown>, []>(() => Promise.resolve({ status: 'ok' }));
  const all: CodeSendButtonProps = { value: '13800000000', purpose: 'bind', send, emptyText: 'Enter phone number', ...props };
  const view = await renderUi(<CodeSendButton {...all} />);
  return { send: all.send as jest.Mock, all, ...view };
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const button = () => screen.getByRole('button');
async function press() {
  await act(async () => {
    fireEvent.click(button());
  });
}

it('toasts the empty text and sends nothing when the value is empty', async () => {
  const { send } = await renderButton({ value: '  ' });
  await press();
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByText('Enter phone number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('sends once, toasts "Sent!", counts down 60 s from the deadline, then is ready again', async () => {
  const { send } = await renderButton();
  await press();
  expect(send).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Sent!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  tick(1000);
  expect(button()).toHaveAccessibleName('Resend in 59s');
  tick(58_000);
  expect(button()).toHaveAccessibleName('Resend in 1s');
  tick(1000);
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  await press();
  expect(send).toHaveBeenCalledTimes(2);
});

it('is ready again after a failure, with the error toasted and no cooldown recorded', async () => {
  const send = jest.fn(() => Promise.reject(new ApiError('status', '1002', 'Too many requests')));
  await renderButton({ send });
  await press();
  expect(screen.getByText('Too many requests')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(sessionStorage.getItem(CODE_SEND_STORAGE_KEY)).toBeNull();
});

it('shows the loading overlay while the request is in flight', async () => {
  let finish: (v: unknown) => void = () => undefined;
  const send = jest.fn(() => new Promise((resolve) => (finish = resolve)));
  await renderButton({ send });
  await press();
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await act(async () => finish({}));
  expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  expect(button()).toHaveAccessibleName('Resend in 60s');
});

it('resumes the remaining countdown after unmount and remount, without a new request', async () => {
  const first = await renderButton();
  await press();
  tick(20_000);
  expect(button()).toHaveAccessibleName('Resend in 40s');
  first.unmount();

  tick(5_000); // away from the screen for 5 s
  const second = await renderButton();
  expect(screen.getByRole('button', { name: 'Resend in 35s' })).toBeDisabled();
  tick(35_000);
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(second.send).not.toHaveBeenCalled();
});

it('does not request again when the same value and purpose were sent under 60 s ago elsewhere', async () => {
  recordSend('13800000000', 'bind', START - 45_000);
  const { send } = await renderButton();
  expect(screen.getByRole('button', { name: 'Resend in 15s' })).toBeDisabled();
  await press();
  expect(send).not.toHaveBeenCalled();
});

it('picks up a send recorded by another screen after this button appeared, instead of sending', async () => {
  const { send } = await renderButton();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  recordSend('13800000000', 'bind', START - 10_000);
  await press();
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Resend in 50s' })).toBeDisabled();
});

it('keeps separate cooldowns per value and per purpose', async () => {
  recordSend('13800000000', 'bind', START - 1_000);
  const other = await renderButton({ purpose: 'modify' });
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  other.unmount();
  await renderButton({ value: '13900000000' });
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('is right after the app was in the background (timers paused, clock moved on)', async () => {
  await renderButton();
  await press();
  // Backgrounded webviews freeze timers: move the clock only, then come back.
  act(() => {
    jest.setSystemTime(START + 50_000);
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(button()).toHaveAccessibleName('Resend in 10s');
});
