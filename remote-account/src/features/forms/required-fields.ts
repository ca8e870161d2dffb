// SPEC §5: an empty mobile, e-mail or code toasts the text asking for it; no other check is made on the client.
import { toast } from '@uc/shared';

export interface RequiredField {
  value: string;
  /** The toast asking for it, e.g. 'Please enter your phone number'. */
  emptyText: string;
}

/** Toasts the first empty field's text and returns false, or returns true when every field has a value. */
export function checkRequired(fields: readonly RequiredField[]): boolean {
  const missing = fields.find((f) => !f.value.trim());
  if (missing) toast(missing.emptyText);
  return !missing;
}
