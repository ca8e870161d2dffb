// The ticket service's own ids (app-config.json `ticketIds`): the extended fields' ids and the question types'
// ticket_typeid. SPEC does not show the real values; each deployment sets its service's, today's are the defaults.

export interface TicketFieldIds {
  loginTime: string;
  deviceModel: string;
  systemVersion: string;
  phone: string;
  images: string;
}

/** Question type (its text key, `putQuestion.type.<key>`) → the ticket's ticket_typeid. */
export interface TicketQuestionTypeIds {
  account: string;
  password: string;
  binding: string;
  login: string;
  otherAccount: string;
}

export interface TicketIdsConfig {
  fields: TicketFieldIds;
  questionTypes: TicketQuestionTypeIds;
}

export const DEFAULT_TICKET_IDS: TicketIdsConfig = Object.freeze({
  fields: Object.freeze({
    loginTime: 'recent_login_time',
    deviceModel: 'device_model',
    systemVersion: 'system_version',
    phone: 'phone',
    images: 'images',
  }),
  questionTypes: Object.freeze({ account: '1', password: '2', binding: '3', login: '4', otherAccount: '5' }),
}) as TicketIdsConfig;

// An id is a short non-empty string or number; anything else keeps that key's default.
function idOf(v: unknown): string | undefined {
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  return s && s.length <= 64 ? s : undefined;
}

function ids<T extends object>(base: T, raw: unknown): T {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return base;
  const out = { ...base } as Record<string, string>;
  for (const key of Object.keys(base)) {
    const id = Object.prototype.hasOwnProperty.call(raw, key) ? idOf((raw as Record<string, unknown>)[key]) : undefined;
    if (id) out[key] = id;
  }
  // Two keys with one id would send one question for another (or one field twice): the table is refused whole.
  return new Set(Object.values(out)).size === Object.keys(out).length ? (out as T) : base;
}

/** The `ticketIds` key over the defaults; wrong-typed or clashing ids keep them. */
export function parseTicketIds(raw: unknown): TicketIdsConfig {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    fields: ids(DEFAULT_TICKET_IDS.fields, r.fields),
    questionTypes: ids(DEFAULT_TICKET_IDS.questionTypes, r.questionTypes),
  };
}
