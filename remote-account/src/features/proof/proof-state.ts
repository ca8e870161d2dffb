// What the proof flows keep in history state (react-router's navigate state: never a URL, never storage). A history
// entry's state is read as untrusted input (route-flow/state-text). Forgot password's account and lookup travel in
// route-flow/recovery-state, in both modes.
import { STATE_LIMITS } from '../route-flow/recovery-state';
import { isRecord, stateText } from '../route-flow/state-text';
import { proofOf } from './proof-value';

/** A password page's entry: the proof of the code just checked and, for forgot password, the account it resets. */
export interface CarriedProof {
  proof: string;
  account: string;
}

/** The state a verification page hands the password page it leads to (`verified` shows its 'verified' note). */
export function verifiedState(proof: string, account: string): { verified: true; proof: string; account: string } {
  return { verified: true, proof, account };
}

export function readCarriedProof(state: unknown): CarriedProof | null {
  const proof = isRecord(state) ? proofOf(state.proof) : '';
  return proof ? { proof, account: stateText((state as Record<string, unknown>).account, STATE_LIMITS.username) } : null;
}
