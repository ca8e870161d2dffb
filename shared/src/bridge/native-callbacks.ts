// Native → page: window.ucOnLogin / ucOnLogout / ucOnResult / ucOnBack, and the simulator's postMessage way in.
import { getAppConfig } from '../config/app-config';
import { callNative, reportEvent } from './call-native';
import { BRIDGE_CONTRACT_VERSION } from './contract/contract-version';
import { nativeWindow } from './native-methods';
import { settleNativeResult } from './native-results';

export interface NativeCallbackHandlers {
  onLogin(raw: unknown): void;
  /** Native ended the player's session (a game logout or account switch). */
  onLogout(): void;
  onBack(): boolean;
}

const CALLBACK_NAMES = ['ucOnLogin', 'ucOnLogout', 'ucOnResult', 'ucOnBack'] as const;
type CallbackName = (typeof CALLBACK_NAMES)[number];

// Native calls these from outside our code: a throw would be lost in native logs, so report it instead.
function guarded<A extends unknown[], R>(name: CallbackName, fn: (...args: A) => R, fallback: R): (...args: A) => R {
  return (...args: A) => {
    try {
      return fn(...args);
    } catch (e) {
      try {
        reportEvent({ code: 'callback-error', status: 'fail', message: `${name}: ${e instanceof Error ? e.message : String(e)}` });
      } catch {
        // Reporting is best effort.
      }
      return fallback;
    }
  };
}

export function installNativeCallbacks(h: NativeCallbackHandlers): () => void {
  const w = nativeWindow();
  const callbacks = {
    ucOnLogin: guarded('ucOnLogin', (raw: unknown) => h.onLogin(raw), undefined),
    // Takes nothing from native: whatever it passes is ignored.
    ucOnLogout: guarded('ucOnLogout', () => h.onLogout(), undefined),
    ucOnResult: guarded('ucOnResult', (id: unknown, result: unknown) => {
      settleNativeResult(id, result);
    }, undefined),
    ucOnBack: guarded('ucOnBack', () => h.onBack() === true, false),
  };
  w.ucOnLogin = callbacks.ucOnLogin;
  w.ucOnLogout = callbacks.ucOnLogout;
  w.ucOnResult = callbacks.ucOnResult;
  w.ucOnBack = callbacks.ucOnBack;

  const onMessage = (event: MessageEvent) => {
    if (!getAppConfig().bridgeOrigins.includes(event.origin)) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { source, callback, args } = data as { source?: unknown; callback?: unknown; args?: unknown };
    if (source !== 'uc-native' || !(CALLBACK_NAMES as readonly unknown[]).includes(callback)) return;
    const list = Array.isArray(args) ? args : [];
    if (callback === 'ucOnLogin') callbacks.ucOnLogin(list[0]);
    else if (callback === 'ucOnLogout') callbacks.ucOnLogout();
    else if (callback === 'ucOnResult') callbacks.ucOnResult(list[0], list[1]);
    else {
      const handled = callbacks.ucOnBack();
      // A cross-origin caller cannot read a return value: answer with a message to the same origin only.
      try {
        (event.source as Window | null)?.postMessage({ source: 'uc-page', callback: 'ucOnBack', result: handled }, event.origin);
      } catch {
        // The caller went away; nothing to answer.
      }
    }
  };
  window.addEventListener('message', onMessage);

  // Native waits for init, so it never calls ucOnLogin before it exists.
  callNative('init', { version: BRIDGE_CONTRACT_VERSION });

  return () => {
    window.removeEventListener('message', onMessage);
    for (const name of CALLBACK_NAMES) if (w[name] === callbacks[name]) delete w[name];
  };
}
