// Issue 10 point 4: the runtime APIs that built code (ours and libraries) calls and that the oldest webviews we ship to
// lack (.browserslistrc: Android System WebView / Chrome 70, iOS 12.0 Safari). Each one is installed only when missing,
// follows the spec's observable behaviour, and is what build-config/built-apis.js finds in the built files: a newer
// API appearing there that is not listed in POLYFILLED_APIS fails the end-to-end phase.
import { installAbortController } from './abort-controller';

/** The APIs installed here, by the names build-config/built-apis.js reports. */
export const POLYFILLED_APIS = [
  'globalThis', // Chrome 71, Safari 12.1 (immer reads globalThis.Iterator unguarded at load)
  'Object.fromEntries', // Chrome 73, Safari 12.1
  'Promise.allSettled', // Chrome 76, Safari 13
  'queueMicrotask', // Chrome 71, Safari 12.1
  'AbortController', // Safari 12.1 (iOS 12.0 has none; Redux Toolkit thunks and react-router create one)
] as const;

type Root = typeof globalThis & Record<string, unknown>;

function define(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
}

function fromEntries(iterable: Iterable<unknown>): Record<PropertyKey, unknown> {
  if (iterable === null || iterable === undefined) throw new TypeError('Object.fromEntries requires an iterable');
  const result: Record<PropertyKey, unknown> = {};
  for (const entry of iterable) {
    if (entry === null || (typeof entry !== 'object' && typeof entry !== 'function')) {
      throw new TypeError(`Iterator value ${String(entry)} is not an entry object`);
    }
    const pair = entry as { 0: PropertyKey; 1: unknown };
    // CreateDataPropertyOrThrow: an own, enumerable data property even for "__proto__".
    Object.defineProperty(result, pair[0], { value: pair[1], writable: true, enumerable: true, configurable: true });
  }
  return result;
}

type Settled = { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown };

function allSettled(this: PromiseConstructor, iterable: Iterable<unknown>): Promise<Settled[]> {
  const C = this; // eslint-disable-line @typescript-eslint/no-this-alias -- C: the specification's name for the constructor
  try {
    if (iterable === null || iterable === undefined || typeof (iterable as Iterable<unknown>)[Symbol.iterator] !== 'function') {
      throw new TypeError(`${String(iterable)} is not iterable`);
    }
    const items = Array.from(iterable, (item) =>
      C.resolve(item).then(
        (value): Settled => ({ status: 'fulfilled', value }),
        (reason): Settled => ({ status: 'rejected', reason }),
      ),
    );
    return C.all(items);
  } catch (error) {
    return C.reject(error);
  }
}

function makeQueueMicrotask(root: Root) {
  return function queueMicrotask(callback: () => void): void {
    if (typeof callback !== 'function') throw new TypeError("queueMicrotask: argument 1 is not a function");
    // An exception is reported like any uncaught one (window.onerror), never as an unhandled rejection.
    Promise.resolve()
      .then(callback)
      .catch((error) => {
        (root.setTimeout as typeof setTimeout)(() => {
          throw error;
        }, 0);
      });
  };
}

/** Installs every missing API on `root` (the page's global object). Returns the names it installed. */
export function installOldWebviewPolyfills(root: Root): string[] {
  const installed: string[] = [];
  if (typeof root.globalThis !== 'object' || root.globalThis === null) {
    define(root, 'globalThis', root);
    installed.push('globalThis');
  }
  if (typeof Object.fromEntries !== 'function') {
    define(Object, 'fromEntries', fromEntries);
    installed.push('Object.fromEntries');
  }
  const PromiseCtor = root.Promise as PromiseConstructor;
  if (typeof PromiseCtor.allSettled !== 'function') {
    define(PromiseCtor, 'allSettled', allSettled);
    installed.push('Promise.allSettled');
  }
  if (typeof root.queueMicrotask !== 'function') {
    define(root, 'queueMicrotask', makeQueueMicrotask(root));
    installed.push('queueMicrotask');
  }
  if (installAbortController(root)) installed.push('AbortController');
  return installed;
}
