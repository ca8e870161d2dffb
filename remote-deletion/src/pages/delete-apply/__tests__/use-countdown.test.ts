// The countdown reads the clock, so it stays right after the app sat in the background, and leaves no timer behind.
import { act, renderHook } from '@testing-library/react';
import { secondsUntil, useCountdown } from '../use-countdown';

const T0 = new Date('2025-03-01T10:00:00Z').getTime();

beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

test('secondsUntil rounds up and never goes below zero', () => {
  expect(secondsUntil(null, T0)).toBe(0);
  expect(secondsUntil(T0 + 5000, T0)).toBe(5);
  expect(secondsUntil(T0 + 4001, T0)).toBe(5);
  expect(secondsUntil(T0 + 1, T0)).toBe(1);
  expect(secondsUntil(T0, T0)).toBe(0);
  expect(secondsUntil(T0 - 9000, T0)).toBe(0);
});

test('is 0 with no deadline and starts no timer', () => {
  const { result } = renderHook(() => useCountdown(null));
  expect(result.current).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});

test('counts down once a second to zero, then stops its timer', () => {
  const { result } = renderHook(() => useCountdown(T0 + 3000));
  expect(result.current).toBe(3);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(2);
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});

test('a jump of several minutes (app in the background) shows the true remainder on the next tick', () => {
  const { result } = renderHook(() => useCountdown(T0 + 3600_000));
  expect(result.current).toBe(3600);
  // Timers did not fire while the clock moved on by 7 minutes.
  jest.setSystemTime(T0 + 7 * 60_000);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(3600 - 7 * 60 - 1);
});

test('coming back to the foreground refreshes at once', () => {
  const { result } = renderHook(() => useCountdown(T0 + 600_000));
  jest.setSystemTime(T0 + 5 * 60_000 + 500);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(result.current).toBe(300);
});

test('a deadline already past reads 0 without a timer', () => {
  const { result } = renderHook(() => useCountdown(T0 - 1000));
  expect(result.current).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});

test('unmounting clears the interval and the visibility listener', () => {
  const removeListener = jest.spyOn(document, 'removeEventListener');
  const { unmount } = renderHook(() => useCountdown(T0 + 60_000));
  expect(jest.getTimerCount()).toBe(1);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
  expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  removeListener.mockRestore();
});

test('a new deadline restarts the count', () => {
  const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
    initialProps: { deadline: T0 + 10_000 as number | null },
  });
  expect(result.current).toBe(10);
  rerender({ deadline: T0 + 90_000 });
  expect(result.current).toBe(90);
  rerender({ deadline: null });
  expect(result.current).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});
