// Before a "nothing happened" check: lets every promise chain already started (an RTK Query thunk, axios's async
// interceptors, the adapter) run to its end, so a request set off by mistake is in the log when the test reads it.
import { act } from '@testing-library/react';

/** Runs the microtasks queued so far, then one macrotask turn (twice: a chain may queue one more), inside act(). */
export async function flushPendingWork(): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) {
    await act(async () => {
      await new Promise<void>((done) => setTimeout(done, 0));
    });
  }
}
