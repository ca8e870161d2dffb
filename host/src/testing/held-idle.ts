// The main thread's idle periods under the test's control: idle work (home's remote preload, vitals) waits until the
// test releases it, so "nothing started yet" is checked at a point the test chose, not one a timer raced to.
type IdleTask = () => void;

export interface HeldIdle {
  /** Idle tasks asked for and not yet run. */
  pending(): number;
  /** Runs every idle task asked for so far (and any they ask for while running). */
  release(): void;
}

/** Installs a requestIdleCallback that holds every task until `release()`; call before the code under test runs. */
export function holdIdle(): HeldIdle {
  const tasks: IdleTask[] = [];
  (window as unknown as { requestIdleCallback: (cb: IdleTask) => number }).requestIdleCallback = (cb) => tasks.push(cb);
  return {
    pending: () => tasks.length,
    release() {
      while (tasks.length > 0) tasks.shift()!();
    },
  };
}
