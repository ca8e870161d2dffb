// What every API call carries and where it goes: the session it reads (the store wires it), SPEC §7's base fields, the
// address. Small and synchronous: the code that sends (axios, RSA) is the transport chunk (load-transport.ts).
import { initialSessionState, type SessionState } from '../session/session-slice';

let sessionSource: () => SessionState = initialSessionState;

/** The store wires this once; the client reads base fields and the key from it. */
export function setSessionSource(get: () => SessionState): void {
  sessionSource = get;
}

export function currentSession(): SessionState {
  return sessionSource();
}

/** SPEC §7: on every request. */
export function baseFields(session: SessionState = sessionSource()): Record<string, unknown> {
  return {
    grant_app: session.app.appId,
    channel: session.app.channel,
    time: Date.now(),
    open_id: session.user.openId,
    opensdk_version: session.app.opensdk_version,
  };
}

/** base + path without doubled or missing slashes; absolute URLs pass through. */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function nonEmptyString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v;
  return undefined;
}
