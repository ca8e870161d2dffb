// The mark the app's own 1345 flow leaves on strongbindingmail's history entry. Only with it does strongbindingmail send
// the forced code by itself: a typed or linked `#/strongbindingmail?mail=X` carries no state, so it shows the address
// and waits for the player's tap (a link never acts for the player). History state cannot be set by a link or a URL.
import { carriedCodeState, type CarriedCode } from './carried-code';

export interface BoundElsewhereState {
  boundElsewhere: { mail: string };
  carriedCode?: CarriedCode;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The state bindmail / modifymail put on strongbindingmail's entry when the provider answered 1345 for `mail`. */
export function boundElsewhereState(mail: string, typedCode = ''): BoundElsewhereState {
  return { boundElsewhere: { mail }, ...(typedCode ? carriedCodeState(mail, typedCode) : {}) };
}

/** Whether the app's 1345 flow led to this entry for this very address. */
export function ledByBoundElsewhere(state: unknown, mail: string): boolean {
  const mark = state && typeof state === 'object' ? (state as { boundElsewhere?: unknown }).boundElsewhere : undefined;
  const forMail = mark && typeof mark === 'object' ? (mark as { mail?: unknown }).mail : undefined;
  return typeof forMail === 'string' && mail !== '' && same(forMail, mail);
}
