// What native did since this page loaded, for the SDK self-check (#/sdk-check): when init went out, and each ucOnLogin
// payload as it came (raw, before any reading). Kept in memory only, only while the self-check is on (they hold
// tokens), dropped when the session ends; never sent anywhere.
import { subscribePlayerEpoch } from '@uc/shared';

export interface LoginArrival {
  at: number;
  raw: unknown;
}

const record: { initAt: number | null; logins: LoginArrival[] } = { initAt: null, logins: [] };
const MAX_KEPT = 20;

export function recordInitSent(now = Date.now()): void {
  record.initAt = now;
}

export function recordLoginArrival(raw: unknown, now = Date.now()): void {
  record.logins.push({ at: now, raw });
  if (record.logins.length > MAX_KEPT) record.logins.shift();
}

/** The session ended (ucOnLogout, Change Account, the logout after a password change): the payloads held its token. */
export function forgetLoginArrivals(): void {
  record.logins = [];
}
subscribePlayerEpoch(forgetLoginArrivals);

export function nativeHandshake(): { initAt: number | null; logins: readonly LoginArrival[] } {
  return { initAt: record.initAt, logins: [...record.logins] };
}

/** Test helper. */
export function resetNativeHandshake(): void {
  record.initAt = null;
  record.logins = [];
}
