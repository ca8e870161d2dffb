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

function toObject(raw: unknown): object | { error: string } {
  if (typeof raw === 'string') {
    if (raw.length > MAX_RAW) return { error: 'too long' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { error: 'not JSON' };
    }
    return toObject(parsed);
  }
  if (raw === null || typeof raw !== 'object') return { error: `not an object (${raw === null ? 'null' : typeof raw})` };
  if (Array.isArray(raw)) return { error: 'not an object (array)' };
  return raw;
}

export function parseSessionPayload(raw: unknown): SessionParseResult {
  try {
    const source = toObject(raw);
    if ('error' in source && typeof (source as { error: unknown }).error === 'string' && !isPayloadLike(source)) {
      return malformed((source as { error: string }).error);
    }
    const payload = Object.create(null) as HostSessionPayload;
    for (const field of SESSION_FIELDS) {
      const v = readField(source, field);
      if (typeof v !== 'string') return malformed(v.error);
      payload[field] = v;
    }
    if (!payload.token.trim() || !payload.open_id.trim()) return { kind: 'ignored', reason: 'empty-credentials' };
    return { kind: 'session', payload: { ...payload } };
  } catch {
    // Proxies and other exotic objects can throw from any trap; they are simply not a session.
    return malformed('unreadable');
  }
}

// Distinguishes our internal `{ error }` marker from a host object that happens to have an `error` key.
function isPayloadLike(o: object): boolean {
  return Object.getPrototypeOf(o) !== ERROR_MARKER_PROTO;
}
const ERROR_MARKER_PROTO = Object.prototype;
