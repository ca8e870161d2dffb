// One small page API over the two WebDriver-style clients the engine smokes use (selenium-webdriver for WebKit,
// puppeteer-core 1.7 for the Chromium 70 floor). Functions passed to `evaluate` run in the page: write them in the
// syntax of the oldest engine (no `?.`, no `??`).
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface EnginePage {
  /** e.g. "WebKitGTK MiniBrowser" or "Chromium 70". */
  readonly name: string;
  goto(url: string): Promise<void>;
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** Polls `fn` in the page until it returns a truthy value; fails with `what` after `timeoutMs`. */
  waitFor(what: string, fn: (...args: never[]) => unknown, args?: unknown[], timeoutMs?: number): Promise<void>;
  /** A real click (the driver's pointer) on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** A real mouse drag (press, move by dx/dy, release) from the centre of the element matching `selector`. */
  drag(selector: string, dx: number, dy: number): Promise<void>;
  /** Types into the element matching `selector`, as keys. */
  type(selector: string, text: string): Promise<void>;
  /** Resizes the window (WebKit) or the viewport (Chromium 70) to about this size. */
  resize(size: { width: number; height: number }): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** Shared polling for the drivers: a condition, not a clock, decides when the wait ends. */
export async function pollUntil(what: string, check: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
