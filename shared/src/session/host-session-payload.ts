// The login payload native hands to window.ucOnLogin: validated field by field, never trusted, never throwing.
export const SESSION_FIELDS = [
  'nick_name', 'role_id', 'role_name', 'token', 'open_id', 'user_id', 'mobile', 'app_id', 'channel',
  'public_key', 'channel_id', 'platform', 'device_id', 'opensdk_version', 'login_types', 'language',
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];
export type HostSessionPayload = Record<SessionField, string>;

export type SessionParseResult =
  | { kind: 'session'; payload: HostSessionPayload }
  | { kind: 'ignored'; reason: 'empty-credentials' }
  | { kind: 'malformed'; reason: string };

const MAX_FIELD = 8192;
const MAX_PUBLIC_KEY = 4096;
// A raw JSON string bigger than every field at its limit cannot be a valid payload: refuse before parsing.
const MAX_RAW = SESSION_FIELDS.length * MAX_FIELD * 2;
// Ids may come as numbers from some SDK versions.
const NUMERIC_OK: ReadonlySet<SessionField> = new Set(['role_id', 'user_id', 'open_id', 'app_id', 'channel_id', 'mobile']);

const malformed = (reason: string): SessionParseResult => ({ kind: 'malformed', reason });

function readField(source: object, field: SessionField): string | { error: string } {
  // Own data properties only: getters, inherited and prototype keys are never read.
  const desc = Object.getOwnPropertyDescriptor(source, field);
  if (!desc) return '';
  if (!('value' in desc)) return { error: `${field}: accessor` };
  const v: unknown = desc.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' && NUMERIC_OK.has(field)) {
    return Number.isFinite(v) ? String(v) : { error: `${field}: not finite` };
  }
  if (typeof v !== 'string') return { error: `${field}: ${typeof v}` };
  if (v.length > (field === 'public_key' ? MAX_PUBLIC_KEY : MAX_FIELD)) return { error: `${field}: too long` };
  return v;
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
    if (!source.ok) return malformed(source.error);
    const payload = {} as HostSessionPayload;
    for (const field of SESSION_FIELDS) {
      const v = readField(source.value, field);
      if (typeof v !== 'string') return malformed(v.error);
      payload[field] = v;
    }
    if (!payload.token.trim() || !payload.open_id.trim()) return { kind: 'ignored', reason: 'empty-credentials' };
    return { kind: 'session', payload };
  } catch {
    // Proxies and other exotic objects can throw from any trap; they are simply not a session.
    return malformed('unreadable');
  }
}
