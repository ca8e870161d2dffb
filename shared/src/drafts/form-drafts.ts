// Unsent form text survives a reload of the webview (SPEC: the session does too): sessionStorage only, never
// localStorage, one prefix so a logout can clear them all (draft-storage.ts). Every failure (no storage, quota,
// corrupt entry) is silent.
import { DRAFT_PREFIX, draftStorage as storage } from './draft-storage';

export { clearAllDrafts, DRAFT_PREFIX } from './draft-storage';
/** One draft, as stored (JSON characters): a ticket's 500-character description and its fields fit many times over. */
export const MAX_DRAFT_CHARS = 16_000;
/** One field's value, in code points; longer values are cut (never inside a surrogate pair). */
export const MAX_DRAFT_FIELD_CHARS = 4_000;
/** Fields in one draft; a form has a handful. */
export const MAX_DRAFT_FIELDS = 40;

const storageKey = (key: string): string => DRAFT_PREFIX + key;

const cut = (value: string): string => {
  if (value.length <= MAX_DRAFT_FIELD_CHARS) return value;
  const chars = Array.from(value);
  return chars.length <= MAX_DRAFT_FIELD_CHARS ? value : chars.slice(0, MAX_DRAFT_FIELD_CHARS).join('');
};

// Keeps only string values under a plain key, so a tampered entry cannot hand a form anything else.
function cleanFields(raw: unknown): Record<string, string> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const out: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string' || name === '__proto__' || count >= MAX_DRAFT_FIELDS) continue;
    out[name] = cut(value);
    count += 1;
  }
  return out;
}

/** The draft saved under `key`, or null when there is none, or it is unreadable, oversized or corrupt. */
export function readDraft(key: string): Record<string, string> | null {
  try {
    const text = storage()?.getItem(storageKey(key));
    if (!text || text.length > MAX_DRAFT_CHARS) return null;
    return cleanFields(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Saves the fields under `key`; an all-empty form removes the draft; one too large after cutting is not kept. */
export function saveDraft(key: string, fields: Record<string, string>): void {
  const s = storage();
  if (!s) return;
  const clean = cleanFields(fields) ?? {};
  const hasText = Object.keys(clean).some((name) => clean[name] !== '');
  try {
    const text = JSON.stringify(clean);
    if (!hasText || text.length > MAX_DRAFT_CHARS) s.removeItem(storageKey(key));
    else s.setItem(storageKey(key), text);
  } catch {
    // Quota or private mode: an older copy would restore stale text, so drop it if we can.
    try {
      s.removeItem(storageKey(key));
    } catch {
      // Nothing more to do: the draft simply will not survive a reload.
    }
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(storageKey(key));
  } catch {
    // Unreadable storage holds no draft we could clear.
  }
}
