// The mark the app's own 1345 flow leaves on strongbindingmail's history entry: the address bound elsewhere. It is how
// strongbindingmail learns the address (never from the URL: security-2 N4, L4), and why it sends the forced code by
// itself. History state cannot be set by a link or a typed URL, so strongbindingmail opened any other way has no
// address and leads to the flow's start instead (a link never acts for the player). A reload of the entry keeps it.
import { isRecord, stateText } from '../route-flow/state-text';
import { carriedCodeState, type CarriedCode } from './carried-code';

export interface BoundElsewhereState {
  boundElsewhere: { mail: string };
  carriedCode?: CarriedCode;
}

const MAIL_MAX = 320;

/** The state bindmail / modifymail put on strongbindingmail's entry when the provider answered 1345 for `mail`. */
export function boundElsewhereState(mail: string, typedCode = ''): BoundElsewhereState {
  return { boundElsewhere: { mail }, ...(typedCode ? carriedCodeState(mail, typedCode) : {}) };
}

/** The address the app's 1345 flow led to this entry for ('' when it did not lead here). */
export function boundElsewhereMail(state: unknown): string {
  const mark = isRecord(state) ? state.boundElsewhere : undefined;
  return isRecord(mark) ? stateText(mark.mail, MAIL_MAX) : '';
}
