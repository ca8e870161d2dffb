// What the proof flows keep in history state (react-router's navigate state: never a URL, never storage). A history
// entry's state is read as untrusted input: only the expected strings, cut to their limits, anything else is nothing.
import { proofOf } from './proof-value';

/** Forgot password after the masked lookup: the account named, what it has bound (as the provider masked it). */
export interface Recovery {
  username: string;
  mobile: string;
  mail: string;
  /** The region id forgotpassword's picker named for the phone. */
  country: string;
}

/** A password page's entry: the proof of the code just checked and, for forgot password, the account it resets. */
export interface CarriedProof {
  proof: string;
  account: string;
}

const LIMITS = { username: 320, mobile: 64, mail: 320, country: 8 } as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export function recoveryState(recovery: Recovery): { recovery: Recovery } {
  return { recovery };
}

export function readRecovery(state: unknown): Recovery | null {
  const r = isRecord(state) && isRecord(state.recovery) ? state.recovery : null;
  const username = r ? text(r.username, LIMITS.username) : '';
  if (!r || !username) return null;
  return { username, mobile: text(r.mobile, LIMITS.mobile), mail: text(r.mail, LIMITS.mail), country: text(r.country, LIMITS.country) };
}

/** The state a verification page hands the password page it leads to (`verified` shows its 'verified' note). */
export function verifiedState(proof: string, account: string): { verified: true; proof: string; account: string } {
  return { verified: true, proof, account };
}

export function readCarriedProof(state: unknown): CarriedProof | null {
  const proof = isRecord(state) ? proofOf(state.proof) : '';
  return proof ? { proof, account: text((state as Record<string, unknown>).account, LIMITS.username) } : null;
}
