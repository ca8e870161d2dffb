// Work that waits for the main thread to be idle (background downloads after home, telemetry), one way for all of it.
// Old iOS webviews have no requestIdleCallback: there a plain timer stands in.
type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };

/** Runs `task` in the main thread's next idle period, at most `timeoutMs` away (no requestIdleCallback: `fallbackMs`). */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): void {
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) idle.call(window, task, { timeout: timeoutMs });
  else setTimeout(task, fallbackMs);
}

/** The main thread's next idle period as a promise (see whenIdle); at most `timeoutMs` away even if none comes. */
export function nextIdle(o: { timeoutMs: number; fallbackMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, o.timeoutMs);
    whenIdle(() => {
      clearTimeout(cap);
      resolve();
    }, o);
  });
}

/** The player asked the system to save data (`navigator.connection.saveData`): download nothing ahead of need. */
export function savesData(): boolean {
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}
