// A form's draft: restored once when the form mounts, saved whenever the given fields change (writes are tiny and
// synchronous, and a debounce would lose the last keystrokes to a reload).
import { useCallback, useLayoutEffect, useRef } from 'react';
import { clearDraft, readDraft, saveDraft } from './form-drafts';

export interface FormDraft {
  /** Removes the saved draft (on success); the fields as they are now are not saved again until they change. */
  clear: () => void;
}

/**
 * `fields` are the values to keep (text only: never files or images). `restore` receives the saved values of those
 * same fields (only the names present in `fields`) once, on mount, when a draft exists. Pass `enabled: false` to
 * neither restore nor save (e.g. while a form is replaced by its success panel).
 */
export function useFormDraft<T extends { [K in keyof T]: string }>(
  key: string,
  fields: T,
  restore: (draft: Partial<T>) => void,
  options: { enabled?: boolean } = {},
): FormDraft {
  const enabled = options.enabled !== false;
  const serialized = JSON.stringify(fields);
  // What is stored (or was there at mount): an unchanged form never overwrites the draft it is about to restore.
  const lastSaved = useRef(serialized);
  const restored = useRef(false);
  const latest = useRef({ key, fields, restore });
  latest.current = { key, fields, restore };

  // Layout effect: the restored text is on screen in the first paint, no flash of an empty form.
  useLayoutEffect(() => {
    if (restored.current || !enabled) return;
    restored.current = true;
    const draft = readDraft(latest.current.key);
    if (!draft) return;
    const picked: Partial<Record<string, string>> = {};
    let any = false;
    for (const name of Object.keys(latest.current.fields)) {
      if (Object.prototype.hasOwnProperty.call(draft, name)) {
        picked[name] = draft[name];
        any = true;
      }
    }
    if (any) latest.current.restore(picked as Partial<T>);
  }, [enabled]);

  useLayoutEffect(() => {
    if (!enabled || !restored.current || serialized === lastSaved.current) return;
    lastSaved.current = serialized;
    saveDraft(latest.current.key, latest.current.fields as Record<string, string>);
  }, [enabled, serialized]);

  const clear = useCallback(() => {
    lastSaved.current = JSON.stringify(latest.current.fields);
    clearDraft(latest.current.key);
  }, []);

  return { clear };
}
