// Each polyfill is tested with the native function deleted, against what the spec says a caller sees.
import { installOldWebviewPolyfills, POLYFILLED_APIS } from '../old-webviews';
import { flushPendingWork } from '../../testing/flush-pending-work';

type Root = Parameters<typeof installOldWebviewPolyfills>[0];

const natives = {
  fromEntries: Object.fromEntries,
  allSettled: Promise.allSettled,
  queueMicrotask: globalThis.queueMicrotask,
  AbortController: globalThis.AbortController,
  AbortSignal: globalThis.AbortSignal,
};

/** A global object like Chrome 70's / iOS 12.0's: the real one with the newer APIs deleted. */
function oldRoot(): Root {
  delete (Object as Partial<typeof Object>).fromEntries;
  delete (Promise as Partial<typeof Promise>).allSettled;
  const root = Object.create(globalThis) as Root & Record<string, unknown>;
  for (const name of ['globalThis', 'queueMicrotask', 'AbortController', 'AbortSignal']) {
    Object.defineProperty(root, name, { value: undefined, configurable: true, writable: true });
  }
  return root;
}

afterEach(() => {
  Object.fromEntries = natives.fromEntries;
  Promise.allSettled = natives.allSettled;
});

test('installs exactly the listed APIs on an old webview and nothing on a new one', () => {
  const root = oldRoot();
  expect(installOldWebviewPolyfills(root).sort()).toEqual([...POLYFILLED_APIS].sort());
  expect(installOldWebviewPolyfills(root)).toEqual([]);
  expect(root.globalThis).toBe(root);
});

test('Object.fromEntries builds own enumerable properties from any iterable of entries', () => {
  installOldWebviewPolyfills(oldRoot());
  const symbol = Symbol('s');
  const made = Object.fromEntries(new Map<PropertyKey, unknown>([['a', 1], [symbol, 2], ['__proto__', 3]]));
  expect(made.a).toBe(1);
  expect((made as Record<symbol, unknown>)[symbol]).toBe(2);
  expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
  expect(Object.getOwnPropertyDescriptor(made, '__proto__')).toMatchObject({ value: 3, enumerable: true });
  expect(Object.fromEntries([['x', 'y']].values())).toEqual({ x: 'y' });
  expect(() => Object.fromEntries(null as never)).toThrow(TypeError);
  expect(() => Object.fromEntries(['ab'] as never)).toThrow(TypeError);
});

test('Promise.allSettled waits for every item and reports each outcome in order', async () => {
  installOldWebviewPolyfills(oldRoot());
  const failure = new Error('no');
  // eslint-disable-next-line @typescript-eslint/await-thenable -- a plain value among the promises, as the standard allows
  await expect(Promise.allSettled([Promise.resolve(1), Promise.reject(failure), 3])).resolves.toEqual([
    { status: 'fulfilled', value: 1 },
    { status: 'rejected', reason: failure },
    { status: 'fulfilled', value: 3 },
  ]);
  await expect(Promise.allSettled([])).resolves.toEqual([]);
  await expect(Promise.allSettled(5 as never)).rejects.toBeInstanceOf(TypeError);
});

test('queueMicrotask runs the callback after the current task, before timers, and rejects non-functions', async () => {
  const root = oldRoot();
  installOldWebviewPolyfills(root);
  const order: string[] = [];
  const timerRan = new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('timer');
      resolve();
    }, 0),
  );
  (root.queueMicrotask as typeof queueMicrotask)(() => order.push('microtask'));
  order.push('sync');
  await timerRan;
  expect(order).toEqual(['sync', 'microtask', 'timer']);
  expect(() => (root.queueMicrotask as typeof queueMicrotask)('x' as never)).toThrow(TypeError);
});

test('queueMicrotask reports a thrown error as an uncaught error, not as a rejection', async () => {
  const root = oldRoot();
  const later: (() => void)[] = [];
  root.setTimeout = ((task: () => void) => later.push(task)) as never;
  installOldWebviewPolyfills(root);
  (root.queueMicrotask as typeof queueMicrotask)(() => {
    throw new Error('boom');
  });
  await flushPendingWork();
  expect(later).toHaveLength(1);
  expect(() => later[0]()).toThrow('boom');
});

test('AbortController aborts its signal once, with an AbortError reason, and tells every listener', () => {
  const root = oldRoot();
  installOldWebviewPolyfills(root);
  const Controller = root.AbortController as typeof AbortController;
  const Signal = root.AbortSignal as typeof AbortSignal;
  expect(Controller).not.toBe(natives.AbortController);
  const controller = new Controller();
  const seen: string[] = [];
  const removed = () => seen.push('removed');
  controller.signal.onabort = (event) => seen.push(`onabort ${event.type}`);
  controller.signal.addEventListener('abort', () => seen.push('listener'), { once: true });
  controller.signal.addEventListener('abort', removed);
  controller.signal.removeEventListener('abort', removed);
  expect(controller.signal.aborted).toBe(false);
  expect(() => controller.signal.throwIfAborted()).not.toThrow();
  controller.abort();
  controller.abort('again');
  expect(seen).toEqual(['onabort abort', 'listener']);
  expect(controller.signal.aborted).toBe(true);
  expect(controller.signal.reason).toMatchObject({ name: 'AbortError' });
  expect(() => controller.signal.throwIfAborted()).toThrow(expect.objectContaining({ name: 'AbortError' }));
  expect(Signal.abort('why').reason).toBe('why');
  expect(() => new (Signal as unknown as new () => unknown)()).toThrow(TypeError);
});
