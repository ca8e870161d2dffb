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
  /** The page's uncaught errors and unhandled rejections since the last call (every document opened meanwhile). */
  takePageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Installs (once per document) window.onerror and unhandledrejection collectors into `window.__engineErrors`, for a
 * driver with no page-error event (WebDriver). Runs in the page: old syntax.
 */
export function installErrorCollector(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  window.addEventListener('error', function (e) {
    errors.push('error: ' + (e.error ? String(e.error) : e.message) + (e.filename ? ' at ' + e.filename + ':' + e.lineno : ''));
  });
  window.addEventListener('unhandledrejection', function (e) {
    errors.push('unhandled rejection: ' + String((e as PromiseRejectionEvent).reason));
  });
}

/** Takes what the collector gathered in this document, leaving it empty. Runs in the page: old syntax. */
export function drainErrorCollector(): string[] {
  const errors = (window as unknown as { __engineErrors?: string[] }).__engineErrors;
  return errors ? errors.splice(0, errors.length) : [];
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
