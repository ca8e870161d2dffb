// Calls that wait for native's answer: a callbackId goes out, window.ucOnResult(callbackId, result) comes back.
import { callNative } from './call-native';
import type { NativeMethod } from './native-methods';

interface Pending {
  resolve(value: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
let sequence = 0;

export class NativeTimeoutError extends Error {
  constructor(readonly method: NativeMethod) {
    super(`native ${method} timed out`);
    this.name = 'NativeTimeoutError';
  }
}

function newCallbackId(): string {
  sequence += 1;
  return `uc${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function callNativeForResult<T = unknown>(
  method: NativeMethod,
  payload: Record<string, unknown>,
  timeoutMs = 120_000,
): Promise<T> {
  const callbackId = newCallbackId();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(callbackId);
      reject(new NativeTimeoutError(method));
    }, timeoutMs);
    pending.set(callbackId, { resolve: resolve as (v: unknown) => void, timer });
    // The contract's payload for a method that waits carries the callbackId (bindAccount).
    (callNative as unknown as (m: NativeMethod, p: unknown) => void)(method, { ...payload, callbackId });
  });
}

// Native may send the result as an object or as a JSON string; a non-JSON string stays a string.
function parseResult(result: unknown): unknown {
  if (typeof result !== 'string') return result;
  try {
    return JSON.parse(result);
  } catch {
    return result;
  }
}

/** Settles the waiting call; false when the id is unknown (late, duplicate or forged). */
export function settleNativeResult(callbackId: unknown, result: unknown): boolean {
  if (typeof callbackId !== 'string') return false;
  const entry = pending.get(callbackId);
  if (!entry) return false;
  pending.delete(callbackId);
  clearTimeout(entry.timer);
  entry.resolve(parseResult(result));
  return true;
}
