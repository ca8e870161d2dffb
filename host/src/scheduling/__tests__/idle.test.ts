// One way to wait for an idle main thread (idle.ts): requestIdleCallback with a cap, a timer where it is missing.
import { nextIdle, savesData, whenIdle } from '../idle';

type IdleWindow = { requestIdleCallback?: unknown };
afterEach(() => {
  delete (window as IdleWindow).requestIdleCallback;
  jest.useRealTimers();
});

it('asks requestIdleCallback with the cap as its timeout', () => {
  const idle = jest.fn();
  (window as IdleWindow).requestIdleCallback = idle;
  const task = jest.fn();
  whenIdle(task, { timeoutMs: 2000, fallbackMs: 200 });
  expect(idle).toHaveBeenCalledWith(task, { timeout: 2000 });
});

it('without requestIdleCallback (old iOS webviews) a timer of fallbackMs stands in', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  whenIdle(task, { timeoutMs: 2000, fallbackMs: 200 });
  jest.advanceTimersByTime(199);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
});

it('nextIdle resolves by the cap even when no idle period ever comes', async () => {
  jest.useFakeTimers();
  (window as IdleWindow).requestIdleCallback = () => 0; // never calls back
  let done = false;
  void nextIdle({ timeoutMs: 1000, fallbackMs: 50 }).then(() => (done = true));
  await jest.advanceTimersByTimeAsync(999);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it('savesData follows navigator.connection.saveData', () => {
  expect(savesData()).toBe(false);
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  expect(savesData()).toBe(true);
  delete (navigator as { connection?: unknown }).connection;
});
