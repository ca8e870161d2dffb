// AbortController / AbortSignal for iOS 12.0 Safari (added in Safari 12.1). The signal is its own small event target
// (Safari 12's EventTarget cannot be constructed or extended): addEventListener, removeEventListener, dispatchEvent,
// onabort, aborted, reason, throwIfAborted and AbortSignal.abort(). fetch on those webviews ignores the signal.

type Listener = ((event: Event) => void) | { handleEvent(event: Event): void };
type Root = Record<string, unknown>;

const CONSTRUCTING = {};

function abortError(root: Root): unknown {
  const DOMExceptionCtor = root.DOMException as typeof DOMException | undefined;
  if (typeof DOMExceptionCtor === 'function') return new DOMExceptionCtor('signal is aborted without reason', 'AbortError');
  const error = new Error('signal is aborted without reason');
  error.name = 'AbortError';
  return error;
}

function makeClasses(root: Root) {
  class AbortSignal {
    aborted = false;
    reason: unknown = undefined;
    onabort: ((event: Event) => void) | null = null;
    private listeners: { type: string; listener: Listener; once: boolean }[] = [];

    constructor(token?: unknown) {
      if (token !== CONSTRUCTING) throw new TypeError('Illegal constructor');
    }

    static abort(reason?: unknown): AbortSignal {
      const controller = new AbortController();
      controller.abort(reason);
      return controller.signal;
    }

    addEventListener(type: string, listener: Listener | null, options?: boolean | { once?: boolean }): void {
      if (!listener || this.listeners.some((l) => l.type === type && l.listener === listener)) return;
      this.listeners.push({ type, listener, once: typeof options === 'object' && !!options && !!options.once });
    }

    removeEventListener(type: string, listener: Listener | null): void {
      this.listeners = this.listeners.filter((l) => !(l.type === type && l.listener === listener));
    }

    dispatchEvent(event: Event): boolean {
      if (event.type === 'abort' && typeof this.onabort === 'function') this.onabort.call(this, event);
      for (const entry of this.listeners.filter((l) => l.type === event.type)) {
        if (entry.once) this.removeEventListener(entry.type, entry.listener);
        try {
          if (typeof entry.listener === 'function') entry.listener.call(this, event);
          else entry.listener.handleEvent(event);
        } catch (error) {
          (root.setTimeout as typeof setTimeout)(() => {
            throw error;
          }, 0);
        }
      }
      return !event.defaultPrevented;
    }

    throwIfAborted(): void {
      if (this.aborted) throw this.reason;
    }
  }

  class AbortController {
    readonly signal = new AbortSignal(CONSTRUCTING);

    abort(reason?: unknown): void {
      const signal = this.signal;
      if (signal.aborted) return;
      signal.aborted = true;
      signal.reason = reason === undefined ? abortError(root) : reason;
      const EventCtor = root.Event as typeof Event | undefined;
      const event = typeof EventCtor === 'function' ? new EventCtor('abort') : ({ type: 'abort', defaultPrevented: false } as Event);
      signal.dispatchEvent(event);
    }
  }
  return { AbortSignal, AbortController };
}

/** Installs AbortController and AbortSignal on `root` when missing; true when it did. */
export function installAbortController(root: Root): boolean {
  if (typeof root.AbortController === 'function') return false;
  const classes = makeClasses(root);
  for (const name of ['AbortController', 'AbortSignal'] as const) {
    Object.defineProperty(root, name, { value: classes[name], writable: true, configurable: true, enumerable: false });
  }
  return true;
}
