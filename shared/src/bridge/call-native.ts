// Page → native (ARCHITECTURE §4): one entry per platform, every call is { method, payload }.
import { getAppConfig } from '../config/app-config';
import { nativeWindow, type BridgePlatform, type NativeMethod, type NativePayloadArgs } from './native-methods';

export function detectBridge(): BridgePlatform {
  const w = nativeWindow();
  if (w.UCNativeBridge && typeof w.UCNativeBridge.postMessage === 'function') return 'android';
  if (typeof w.webkit?.messageHandlers?.ucNative?.postMessage === 'function') return 'ios';
  return 'web';
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const o = new URL(url).origin;
    return o && o !== 'null' ? o : null;
  } catch {
    return null;
  }
}

/** The framing parent's origin when it is one we trust, else null (never '*'). */
export function trustedParentOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestors = window.location.ancestorOrigins;
  const origin = ancestors && ancestors.length > 0 ? originOf(ancestors[0]) : originOf(document.referrer);
  return origin && getAppConfig().bridgeOrigins.includes(origin) ? origin : null;
}

// JSON round trip: native and postMessage receive plain data only, never functions or DOM objects.
function plain(payload: unknown): unknown {
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(payload));
  } catch {
    return undefined;
  }
}

export function callNative<M extends NativeMethod>(method: M, ...[payload]: NativePayloadArgs<M>): void {
  const message = { method, payload: plain(payload) };
  const w = nativeWindow();
  try {
    switch (detectBridge()) {
      case 'android':
        w.UCNativeBridge!.postMessage(JSON.stringify(message));
        return;
      case 'ios':
        w.webkit!.messageHandlers!.ucNative!.postMessage(message);
        return;
      default: {
        const parentOrigin = trustedParentOrigin();
        if (parentOrigin) w.parent.postMessage({ source: 'uc-page', ...message }, parentOrigin);
        w.dispatchEvent(new CustomEvent('uc-native', { detail: message }));
      }
    }
  } catch {
    // A broken native entry must not break the page; there is nobody else to tell.
  }
}

export interface ReportPayload {
  code: number | string;
  status?: string;
  message?: string;
  [k: string]: unknown;
}

/** Tracking and failure reports to the host (SPEC §8: 2042, 2043, 2666, 2667…). */
export function reportEvent(payload: ReportPayload): void {
  callNative('report', payload);
}
