// The bind flow leaves its own entry with the typed address (bindmail?mail=…) under strongbindingmail, for the three
// steps back of a success. Leaving strongbindingmail without binding (Cancel, back) steps over that entry too, so Bind
// e-mail is one entry again and one back press leaves it; the address comes back from the form's draft.

const MARK = 'flowEntryBehind';

/** History state for strongbindingmail when the bind flow has just added its own entry below it. */
export function flowEntryBehindState(): Record<string, true> {
  return { [MARK]: true };
}

/** History steps that lead back to the page before strongbindingmail: 2 over the flow's own entry, else 1. */
export function backStepsOf(state: unknown): number {
  return state && typeof state === 'object' && (state as Record<string, unknown>)[MARK] === true ? 2 : 1;
}
