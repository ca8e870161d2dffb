// Where form drafts live (form-drafts.ts): sessionStorage under one prefix. What a logout needs (clearAllDrafts) is
// here on its own, so the session's code (on home's path) does not carry the drafts' reading and writing.

export const DRAFT_PREFIX = 'uc.draft.';

/** sessionStorage, or undefined where it cannot be used. */
export function draftStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Storage access throws in sandboxed frames and some private modes.
  }
}

/** Removes every draft (logout): only keys under the drafts' prefix, nothing else of the page's. */
export function clearAllDrafts(): void {
  const s = draftStorage();
  if (!s) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const name = s.key(i);
      if (name !== null && name.indexOf(DRAFT_PREFIX) === 0) keys.push(name);
    }
    keys.forEach((name) => s.removeItem(name));
  } catch {
    // Unreadable storage holds no draft we could clear.
  }
}
