// The public page's place in its steps, in this tab's memory only (never storage, never the address): it survives a
// visit to the deletion agreement and back, not a reload. A proof lives 10 minutes (ARCHITECTURE.md §8); so does this.
import type { DeletionChannel } from '../../api/web-deletion';
import type { AccountInput, FoundAccount } from './account-step';

export type FlowStep = 'account' | 'code' | 'status';

export interface FlowState {
  appId: string;
  step: FlowStep;
  input: AccountInput;
  found: FoundAccount | null;
  channel: DeletionChannel;
  proof: string;
  notice: string;
}

const PROOF_LIFETIME_MS = 10 * 60 * 1000;
let kept: { state: FlowState; at: number } | null = null;

export const initialFlow = (appId: string): FlowState => ({
  appId, step: 'account', input: { kind: 'sms', mobile: '', mail: '', countryId: '' }, found: null, channel: 'sms', proof: '', notice: '',
});

/** The flow this tab left for this game within a proof's lifetime, else a new one. */
export function recallFlow(appId: string, now: number = Date.now()): FlowState {
  if (kept && kept.state.appId === appId && now - kept.at < PROOF_LIFETIME_MS) return kept.state;
  kept = null;
  return initialFlow(appId);
}

export function keepFlow(state: FlowState, now: number = Date.now()): void {
  // the clock starts with the proof: moving between steps does not stretch its lifetime
  kept = { state, at: kept && kept.state.proof === state.proof && state.proof ? kept.at : now };
}

export function forgetFlow(): void {
  kept = null;
}
