// The code a player typed on bindmail / modifymail when the bind answered 1345: it was typed for a code sent to this
// very address, so strongbindingmail keeps it (issue 16 point 2). It travels in the history entry's state (never in
// the URL, never in a draft) and applies only to the address it was typed for.

export interface CarriedCode {
  mail: string;
  code: string;
}

export function carriedCodeState(mail: string, code: string): { carriedCode: CarriedCode } {
  return { carriedCode: { mail, code } };
}

/** The carried code when the location's state holds one for this address, else ''. */
export function carriedCodeFor(state: unknown, mail: string): string {
  const carried = state && typeof state === 'object' ? (state as { carriedCode?: unknown }).carriedCode : undefined;
  if (!carried || typeof carried !== 'object') return '';
  const { mail: forMail, code } = carried as Record<string, unknown>;
  return typeof forMail === 'string' && typeof code === 'string' && forMail.trim().toLowerCase() === mail.trim().toLowerCase()
    ? code
    : '';
}
