// The bind flow leaves its own entry of bindmail, with the typed address in its history state (never the URL), under
// strongbindingmail, for the three steps back of a success. Leaving strongbindingmail without binding (Cancel, back)
// steps over that entry too, so Bind e-mail is one entry again and one back press leaves it; the address comes back
// from the form's draft. The change flow marks its modifymail entry the same way, in place.
import { isRecord, stateText } from '../route-flow/state-text';

const BEHIND = 'flowEntryBehind';
const ENTRY = 'mailFlowEntry';
const MAIL_MAX = 320;

/** History state for strongbindingmail when the bind flow has just added its own entry below it. */
export function flowEntryBehindState(): Record<string, true> {
  return { [BEHIND]: true };
}

/** History steps that lead back to the page before strongbindingmail: 2 over the flow's own entry, else 1. */
export function backStepsOf(state: unknown): number {
  return isRecord(state) && state[BEHIND] === true ? 2 : 1;
}

/** History state of bindmail's / modifymail's entry once the flow left it for strongbindingmail with `mail`. */
export function flowEntryState(mail: string): { [ENTRY]: { mail: string } } {
  return { [ENTRY]: { mail } };
}

/** Whether this entry is already the flow's own (so the flow rewrites it instead of adding another). */
export function isFlowEntry(state: unknown): boolean {
  return isRecord(state) && isRecord(state[ENTRY]);
}

/** The address the flow left this entry with ('' when none). */
export function flowEntryMail(state: unknown): string {
  const entry = isRecord(state) ? state[ENTRY] : undefined;
  return isRecord(entry) ? stateText(entry.mail, MAIL_MAX) : '';
}
