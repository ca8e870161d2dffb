// The tap goes first: the background preload waits while a page the player opened loads, and a quiet time after.
import { trackVisit, visitsSettled } from '../visit-gate';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

/** Fake timers (and Date) for one test; the gate's steps are timers and promises, so the test moves its clock. */
async function withFakeClock(run: () => Promise<void>): Promise<void> {
  jest.useFakeTimers();
  try {
    await run();
  } finally {
    jest.useRealTimers();
  }
}

it('with no visit, the preload goes on at once', () =>
  withFakeClock(async () => {
    let settled = false;
    const start = Date.now();
    const gate = visitsSettled(10_000).then(() => (settled = true));
    await jest.runAllTimersAsync();
    await gate;
    expect([settled, Date.now() - start]).toEqual([true, 0]); // no quiet time, no idle wait: the clock never moved
  }));

it('waits for every visit under way, then for the quiet time after the last one', () =>
  withFakeClock(async () => {
    const a = deferred();
    const b = deferred();
    void trackVisit(a.promise);
    void trackVisit(b.promise).catch(() => undefined);
    let settled = false;
    const gate = visitsSettled(5000).then(() => (settled = true));
    a.resolve();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(settled).toBe(false); // b still loading, however long
    b.reject(new Error('down')); // a failed visit ends it too
    await jest.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false); // within the quiet time (longer than the idle wait after it)
    await jest.runAllTimersAsync();
    await gate;
    expect(settled).toBe(true);
  }));

it('hands back the visit’s own result', async () => {
  await expect(trackVisit(Promise.resolve('page'))).resolves.toBe('page');
});

it('after the visit, waits until the page’s API calls are answered', async () => {
  const kernel = jest.requireActual('@uc/shared') as typeof import('@uc/shared');
  const answer = deferred();
  const client = (await kernel.loadTransport()).apiClient;
  const adapter = client.defaults.adapter;
  client.defaults.adapter = (config) => answer.promise.then(() => ({ data: '{}', status: 200, statusText: 'OK', headers: {}, config }));
  try {
    await withFakeClock(async () => {
      await trackVisit(Promise.resolve());
      const call = client.get('/open/oauth/binding');
      let settled = false;
      const gate = visitsSettled(10).then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(10_000); // the quiet time and more
      expect([kernel.requestsInFlight(), settled]).toEqual([1, false]);
      answer.resolve();
      await call;
      await jest.runAllTimersAsync();
      await gate;
      expect(settled).toBe(true);
    });
  } finally {
    client.defaults.adapter = adapter;
  }
});

it('waits while a finger is on the screen, and goes on once it lifts', async () => {
  const { watchTouches } = jest.requireActual('../../scheduling/touch-pause') as typeof import('../../scheduling/touch-pause');
  watchTouches();
  jest.useFakeTimers();
  try {
    window.dispatchEvent(new Event('pointerdown'));
    let settled = false;
    const gate = visitsSettled(0).then(() => (settled = true));
    // every pending timer and promise run (the idle wait included): only the finger holds the gate now
    await jest.runAllTimersAsync();
    expect(settled).toBe(false);
    window.dispatchEvent(new Event('pointerup'));
    await jest.runAllTimersAsync();
    await gate;
    expect(settled).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
