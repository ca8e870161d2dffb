// The phone number or e-mail a verification page offers, handed over by the page that leads there in the new history
// entry's state: never the URL (security-2 N4), which a link or a typed address could set and history would keep. A
// reload keeps the entry's state; it counts only for the player who was logged in when it was handed over.

export interface VerifyTargets {
  mobile: string;
  mail: string;
}

const LIMITS = { mobile: 64, mail: 320 } as const;

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** History state for verifyaccount: what to verify the player `openId` by. */
export function verifyTargetsState(targets: Partial<VerifyTargets>, openId: string): { verifyTargets: VerifyTargets & { openId: string } } {
  return { verifyTargets: { mobile: targets.mobile ?? '', mail: targets.mail ?? '', openId } };
}

/** The targets an entry's state carries for the player `openId` (untrusted input: strings only, cut to length), else null. */
export function readVerifyTargets(state: unknown, openId: string): VerifyTargets | null {
  const carried = state && typeof state === 'object' ? (state as { verifyTargets?: unknown }).verifyTargets : undefined;
  if (!carried || typeof carried !== 'object' || !openId) return null;
  const r = carried as Record<string, unknown>;
  if (r.openId !== openId) return null;
  const targets = { mobile: text(r.mobile, LIMITS.mobile), mail: text(r.mail, LIMITS.mail) };
  return targets.mobile || targets.mail ? targets : null;
}
