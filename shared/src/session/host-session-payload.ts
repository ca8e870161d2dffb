// The login payload native hands to window.ucOnLogin: read field by field, never trusted, never throwing. Real SDKs
// send numbers and booleans for ids and versions and arrays for login_types: those are kept as strings; only a value
// that cannot be a string (an object, a non-finite number, an oversized text) is dropped — that field alone.
import { MAX_LIST_ITEMS, SESSION_FIELD_RULES, type SessionFieldName } from '../bridge/contract/session-field-rules';

export type SessionField = SessionFieldName;
type OptionalField = { [F in SessionField]: (typeof SESSION_FIELD_RULES)[F] extends { optional: true } ? F : never }[SessionField];
const FIELD_NAMES = Object.keys(SESSION_FIELD_RULES) as SessionField[];
const isOptional = (f: SessionField) => 'optional' in SESSION_FIELD_RULES[f];
/** SPEC §3's fields, in its order (from the bridge contract). */
export const SESSION_FIELDS = FIELD_NAMES.filter((f) => !isOptional(f)) as Exclude<SessionField, OptionalField>[];
/** Fields beyond SPEC §3's that the page reads (docs/bridge.md, session fields table): what native can do besides SPEC §7's methods. */
export const OPTIONAL_SESSION_FIELDS = FIELD_NAMES.filter(isOptional) as OptionalField[];
export type HostSessionPayload = Record<SessionField, string>;

/** A field left out of the session because its value was unusable. */
export interface DroppedField {
  field: SessionField;
  reason: string;
}

export type SessionParseResult =
  | { kind: 'session'; payload: HostSessionPayload; dropped: DroppedField[] }
  /** Empty token or open_id: a logged-out player (SPEC §4 ignores it as a session); app fields are still read. */
  | { kind: 'logged-out'; payload: HostSessionPayload; dropped: DroppedField[] }
  | { kind: 'malformed'; reason: string };

/** Fields that may also arrive as a list (an array of strings, or a comma list). */
const LIST_FIELDS: ReadonlySet<SessionField> = new Set(
  FIELD_NAMES.filter((f) => (SESSION_FIELD_RULES[f].accepts as readonly string[]).includes('array')),
);
const ALL_FIELDS: readonly SessionField[] = FIELD_NAMES;
const maxLength = (f: SessionField): number => SESSION_FIELD_RULES[f].maxLength;
// A raw JSON string bigger than every field at its limit cannot be a valid payload: refuse before parsing.
const MAX_RAW = ALL_FIELDS.reduce((sum, f) => sum + maxLength(f), 0) * 2;

type FieldValue = string | { error: string };

function scalarText(v: unknown): FieldValue {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : { error: 'not a finite number' };
  if (typeof v === 'boolean') return String(v);
  return { error: Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v };
}

function listText(items: unknown[]): FieldValue {
  if (items.length > MAX_LIST_ITEMS) return { error: 'too many items' };
  const out: string[] = [];
  for (const item of items) {
    const text = scalarText(item);
    if (typeof text !== 'string') return { error: `list item: ${text.error}` };
    if (text.includes(',')) return { error: 'list item with a comma' };
    out.push(text.trim());
  }
  return out.filter(Boolean).join(',');
}

function readField(source: object, field: SessionField): FieldValue {
  // Own data properties only: getters, inherited and prototype keys are never read.
  const desc = Object.getOwnPropertyDescriptor(source, field);
  if (!desc) return '';
  if (!('value' in desc)) return { error: 'accessor' };
  const v: unknown = desc.value;
  if (v === null || v === undefined) return '';
  const text = Array.isArray(v) && LIST_FIELDS.has(field) ? listText(v) : scalarText(v);
  if (typeof text !== 'string') return text;
  if (text.length > maxLength(field)) return { error: 'too long' };
  return LIST_FIELDS.has(field) ? splitList(text).join(',') : text;
}

/** 'Account,Facebook, Google' → ['Account', 'Facebook', 'Google'] */
export function splitList(raw: string): string[] {
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

type Parsed = { ok: true; value: object } | { ok: false; error: string };

function toObject(raw: unknown): Parsed {
  if (typeof raw === 'string') {
    if (raw.length > MAX_RAW) return { ok: false, error: 'too long' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { ok: false, error: 'not JSON' };
    }
    return typeof parsed === 'string' ? { ok: false, error: 'not an object (string)' } : toObject(parsed);
  }
  if (raw === null || typeof raw !== 'object') return { ok: false, error: `not an object (${raw === null ? 'null' : typeof raw})` };
  if (Array.isArray(raw)) return { ok: false, error: 'not an object (array)' };
  return { ok: true, value: raw };
}

export function parseSessionPayload(raw: unknown): SessionParseResult {
  try {
    const source = toObject(raw);
    if (!source.ok) return { kind: 'malformed', reason: source.error };
    const payload = {} as HostSessionPayload;
    const dropped: DroppedField[] = [];
    for (const field of ALL_FIELDS) {
      const v = readField(source.value, field);
      if (typeof v === 'string') payload[field] = v;
      else {
        payload[field] = '';
        dropped.push({ field, reason: v.error });
      }
    }
    const usable = payload.token.trim() !== '' && payload.open_id.trim() !== '';
    return { kind: usable ? 'session' : 'logged-out', payload, dropped };
  } catch {
    // Proxies and other exotic objects can throw from any trap; they are simply not a session.
    return { kind: 'malformed', reason: 'unreadable' };
  }
}
