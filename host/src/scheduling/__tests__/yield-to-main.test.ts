// yieldToMain (yield-to-main.ts): the next steps run in a later task, by scheduler.yield where the webview has it.
import { yieldToMain } from '../yield-to-main';

type SchedulerWindow = { scheduler?: unknown };
const realMessageChannel = globalThis.MessageChannel;
afterEach(() => {
  delete (globalThis as SchedulerWindow).scheduler;
  globalThis.MessageChannel = realMessageChannel;
});

it('uses scheduler.yield where the webview has it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as SchedulerWindow).scheduler = { yield: schedulerYield };
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

it('without scheduler.yield, resumes after a MessageChannel message (a new task), not in the same one', async () => {
  const posted: string[] = [];
  class FakeChannel {
    port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => posted.push('closed') };
    port2 = { postMessage: () => { posted.push('posted'); queueMicrotask(() => setTimeout(() => this.port1.onmessage?.(), 0)); } };
  }
  globalThis.MessageChannel = FakeChannel as unknown as typeof MessageChannel;
  let resumed = false;
  const done = yieldToMain().then(() => (resumed = true));
  await Promise.resolve();
  expect(resumed).toBe(false);
  await done;
  expect(posted).toEqual(['posted', 'closed']);
});

it('without MessageChannel either, a zero timer stands in: it resumes when that timer fires, not before', async () => {
  // @ts-expect-error -- an engine without MessageChannel
  delete globalThis.MessageChannel;
  // only timers are fake: a microtask stays a microtask and is not counted as a timer
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    let resumed = false;
    const done = yieldToMain().then(() => (resumed = true));
    // exactly one timer is waiting, and no number of microtask turns resumes the work without it
    expect(jest.getTimerCount()).toBe(1);
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    jest.advanceTimersByTime(0);
    await done;
    expect(resumed).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
