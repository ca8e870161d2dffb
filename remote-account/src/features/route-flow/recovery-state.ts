// Forgot password in history state (react-router's navigate state: never a URL, never storage; security-2 N4): the
// account named and what the lookup found (full values from a SPEC §7 provider, masked ones with ARCHITECTURE.md §8
// "proof") go from forgotpassword to verifyaccount, and the account from the verification to setpassword. A link or a
// typed address cannot set it; a reload of the entry keeps it.
import { isRecord, stateText } from './state-text';

/** Forgot password after the lookup: the account named, what it has bound. */
export interface Recovery {
  username: string;
  mobile: string;
  mail: string;
  /** The region id forgotpassword's picker names for the phone. */
  country: string;
}

export const STATE_LIMITS = { username: 320, mobile: 64, mail: 320, country: 8 } as const;

export function recoveryState(recovery: Recovery): { recovery: Recovery } {
  return { recovery };
}

export function readRecovery(state: unknown): Recovery | null {
  const r = isRecord(state) && isRecord(state.recovery) ? state.recovery : null;
  const username = r ? stateText(r.username, STATE_LIMITS.username) : '';
  if (!r || !username) return null;
  return {
    username,
    mobile: stateText(r.mobile, STATE_LIMITS.mobile),
    mail: stateText(r.mail, STATE_LIMITS.mail),
    country: stateText(r.country, STATE_LIMITS.country),
  };
}

/** The state a verification hands the page it leads to (`verified` shows changepassword's note; `account`: a reset's). */
export function verifiedFor(account: string): { verified: true; account?: string } {
  return account ? { verified: true, account } : { verified: true };
}

/** The account a reset's entry carries ('' when none: opened from a link, a typed address or another tab). */
export function readResetAccount(state: unknown): string {
  return isRecord(state) ? stateText(state.account, STATE_LIMITS.username) : '';
}
