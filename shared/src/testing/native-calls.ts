// Records what the page sends to native (the web bridge's 'uc-native' event) and plays native's answers.
import { act } from '@testing-library/react';
import { installNativeCallbacks } from '../bridge/native-callbacks';
import { nativeWindow } from '../bridge/native-methods';

export interface NativeCall {
  method: string;
  payload?: Record<string, unknown>;
}

export interface NativeCallRecorder {
  calls: NativeCall[];
  of(method: string): NativeCall[];
  /** Plays native answering the last call of `method` (callNativeForResult) through window.ucOnResult. */
  answer(method: string, result: unknown): void;
  stop(): void;
}

export function recordNativeCalls(): NativeCallRecorder {
  const calls: NativeCall[] = [];
  let muted = false;
  let uninstall: (() => void) | undefined;
  const listener = (e: Event) => {
    if (!muted) calls.push((e as CustomEvent<NativeCall>).detail);
  };
  window.addEventListener('uc-native', listener);
  const of = (method: string) => calls.filter((c) => c.method === method);
  return {
    calls,
    of,
    answer(method, result) {
      const call = of(method).pop();
      if (!call) throw new Error(`no ${method} call to answer`);
      // A page test has no host that installed the callbacks; install them quietly (their 'init' is not the page's).
      if (!nativeWindow().ucOnResult) {
        muted = true;
        uninstall = installNativeCallbacks({ onLogin: () => undefined, onLogout: () => undefined, onBack: () => false });
        muted = false;
      }
      act(() => {
        nativeWindow().ucOnResult?.(call.payload?.callbackId, result);
      });
    },
    stop() {
      window.removeEventListener('uc-native', listener);
      uninstall?.();
      uninstall = undefined;
    },
  };
}
