// The wait countdown on the page (SPEC §4): h:m:s from a deadline, button inactive while it runs, and at zero
// rest_time becomes 0 and allowedApply true without a reload. Clock and timers are jest's fake ones.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockProvider } from '@uc/shared/src/testing';
import { agreeBox, mainButton, renderDeleteApply } from './render-delete-apply';

const T0 = new Date('2025-03-01T10:00:00Z').getTime();
const DETAIL = 'POST open/oauth/delete/detail';
let provider: ReturnType<typeof mockProvider>;

beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => {
  provider?.restore();
  jest.useRealTimers();
});

const timer = () => screen.queryByRole('timer');
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('counts down h:m:s, survives a jump of minutes, and at zero allows a new request', async () => {
  provider = mockProvider({ [DETAIL]: { status: 'ok', appling: false, allowedApply: false, rest_time: 3725 } });
  renderDeleteApply();
  const button = await mainButton('Apply for deletion');
  expect(button).toBeDisabled();
  expect(timer()).toHaveTextContent('01:02:05');
  expect(timer()).toHaveTextContent('You can request deletion again after this time.');
  expect(within(timer()!).getByText('01:02:05')).toHaveAttribute('aria-label', 'Time remaining: 1 hour, 2 minutes, 5 seconds');

  tick(1000);
  expect(timer()).toHaveTextContent('01:02:04');

  // Seven minutes in the background: no timer fired, the clock moved on.
  act(() => jest.setSystemTime(Date.now() + 7 * 60_000));
  tick(1000);
  expect(timer()).toHaveTextContent('00:55:03');

  tick(55 * 60_000 + 3000);
  expect(timer()).not.toBeInTheDocument();
  expect(button).toBeEnabled();

  // allowedApply is now true: a ticked press asks to confirm deletion instead of the not-valid toast.
  fireEvent.click(agreeBox());
  fireEvent.click(button);
  expect(await screen.findByRole('dialog')).toHaveTextContent(/Delete this account\?/);
  expect(provider.requests.filter((r) => r.path === 'open/oauth/delete/detail')).toHaveLength(1);
});

test('a long wait shows hours beyond a day', async () => {
  provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: false, rest_time: 30 * 3600 + 61 } });
  renderDeleteApply();
  await mainButton('Apply for deletion');
  expect(timer()).toHaveTextContent('30:01:01');
});

test('while waiting, a ticked press does nothing (the button is inactive)', async () => {
  provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: false, rest_time: 60 } });
  renderDeleteApply();
  const button = await mainButton('Apply for deletion');
  fireEvent.click(agreeBox());
  fireEvent.click(button);
  tick(500);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/isn't valid/)).not.toBeInTheDocument();
});

test('a pending request can be withdrawn even while a wait runs', async () => {
  provider = mockProvider({ [DETAIL]: { status: 'ok', appling: true, allowedApply: false, rest_time: 120 } });
  renderDeleteApply();
  const button = await mainButton('Apply for activation');
  expect(button).toBeEnabled();
  fireEvent.click(agreeBox());
  fireEvent.click(button);
  expect(await screen.findByRole('dialog')).toHaveTextContent(/activate your account again/);
});

test('leaving the page clears the countdown interval', async () => {
  const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
  const clearIntervalSpy = jest.spyOn(globalThis, 'clearInterval');
  provider = mockProvider({ [DETAIL]: { status: 'ok', allowedApply: false, rest_time: 600 } });
  const { unmount } = renderDeleteApply();
  await mainButton('Apply for deletion');
  const countdownIds = setIntervalSpy.mock.results.filter((_, i) => setIntervalSpy.mock.calls[i][1] === 1000).map((r) => r.value);
  expect(countdownIds).toHaveLength(1);
  unmount();
  expect(clearIntervalSpy).toHaveBeenCalledWith(countdownIds[0]);
  setIntervalSpy.mockRestore();
  clearIntervalSpy.mockRestore();
});
