// The ticket form (SPEC §3 fields, §5 rules, §9 limits): its values, the five account question types, validation.
import { getAppConfig } from '@uc/shared';

/**
 * SPEC §5 question types, in the order shown. The form holds the key (its text is 'putQuestion.type.<key>'); the
 * ticket's ticket_typeid is the deployment's id for it (app-config `ticketIds.questionTypes`).
 */
export const QUESTION_TYPES = ['account', 'password', 'binding', 'login', 'otherAccount'] as const;

export type QuestionTypeKey = (typeof QUESTION_TYPES)[number];

export function isQuestionType(value: string): value is QuestionTypeKey {
  return (QUESTION_TYPES as readonly string[]).includes(value);
}

/** The ticket_typeid of a question type, '' for anything else. */
export function questionTypeId(key: string): string {
  return isQuestionType(key) ? getAppConfig().ticketIds.questionTypes[key] : '';
}

/** SPEC §9: the description holds at most 500 characters (counted as the player sees them: code points). */
export const DESCRIPTION_MAX = 500;

export type TicketForm = {
  /** A question type key ('login'), '' before one is chosen. */
  questionType: string;
  /** <input type="datetime-local"> value, 'YYYY-MM-DDTHH:mm', or '' (optional). */
  loginTime: string;
  deviceModel: string;
  systemVersion: string;
  email: string;
  phone: string;
  description: string;
};

export type TicketField = keyof TicketForm;

export const emptyTicketForm = (): TicketForm => ({
  questionType: '', loginTime: '', deviceModel: '', systemVersion: '', email: '', phone: '', description: '',
});

export const characterCount = (text: string): number => Array.from(text).length;

/** Cuts at DESCRIPTION_MAX code points, never inside a surrogate pair. */
export function limitDescription(text: string): string {
  const chars = Array.from(text);
  return chars.length <= DESCRIPTION_MAX ? text : chars.slice(0, DESCRIPTION_MAX).join('');
}

/** Field → 'putQuestion.error.<key>' text key, in the order the form shows them (the first one is toasted). */
export type TicketErrors = Partial<Record<TicketField, string>>;

// SPEC §5's required fields first, in its order and with its texts; then the question type (SPEC: "marked required")
// and the description (the ticket service refuses a ticket without content).
const REQUIRED: Array<[TicketField, string]> = [
  ['deviceModel', 'putQuestion.error.deviceModel'],
  ['systemVersion', 'putQuestion.error.systemVersion'],
  ['email', 'putQuestion.error.email'],
  ['questionType', 'putQuestion.error.questionType'],
  ['description', 'putQuestion.error.description'],
];

/**
 * SPEC §5: device model, system version and e-mail are required, each with its own message; the question type is
 * marked required (and must be one of the five). The description is required too: the ticket service refuses a
 * ticket without content. Login time and phone are optional. No format check (SPEC §5 checks none on the client).
 */
export function validateTicketForm(form: TicketForm): TicketErrors {
  const errors: TicketErrors = {};
  for (const [field, key] of REQUIRED) if (!form[field].trim()) errors[field] = key;
  if (form.questionType && !isQuestionType(form.questionType)) errors.questionType = 'putQuestion.error.questionType';
  if (characterCount(form.description) > DESCRIPTION_MAX) errors.description = 'putQuestion.error.descriptionTooLong';
  return errors;
}

/** The error toasted (and the field focused) first: SPEC §5's order, as REQUIRED lists it. */
export function firstError(errors: TicketErrors): [TicketField, string] | undefined {
  const field = REQUIRED.map(([f]) => f).find((f) => errors[f]);
  return field ? [field, errors[field] as string] : undefined;
}

/** Field lengths the form allows (its inputs' maxLength), applied to a restored draft too. */
export const FIELD_MAX: Record<Exclude<TicketField, 'description' | 'questionType'>, number> = {
  loginTime: 19, // 'YYYY-MM-DDTHH:mm[:ss]'
  deviceModel: 100,
  systemVersion: 100,
  email: 254,
  phone: 32,
};

/** A saved draft made safe for the form: known fields, a known question type, lengths within the form's limits. */
export function ticketFormFromDraft(draft: Partial<Record<TicketField, string>>): Partial<TicketForm> {
  const out: Partial<TicketForm> = {};
  for (const [field, max] of Object.entries(FIELD_MAX) as Array<[keyof typeof FIELD_MAX, number]>) {
    const value = draft[field];
    if (typeof value === 'string') out[field] = Array.from(value).slice(0, max).join('');
  }
  if (typeof draft.description === 'string') out.description = limitDescription(draft.description);
  if (typeof draft.questionType === 'string' && isQuestionType(draft.questionType)) out.questionType = draft.questionType;
  return out;
}
