// SPEC §8: every failure travels as one shape, "<code>###<message>", and only the message is shown.
import { i18n } from '../i18n/i18n';

export type ApiErrorKind = 'http' | 'status' | 'network' | 'ret_code' | 'parse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly detail: string;

  constructor(kind: ApiErrorKind, code: string, detail: string) {
    super(`${code}###${detail}`);
    Object.setPrototypeOf(this, new.target.prototype); // instanceof survives down-levelled classes
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.detail = detail;
  }
}

/** The serializable error value RTK Query endpoints carry (Error objects do not belong in the store). */
export interface ApiErrorValue {
  kind: ApiErrorKind;
  code: string;
  detail: string;
  text: string;
}

export function toErrorValue(e: unknown): ApiErrorValue {
  if (e instanceof ApiError) return { kind: e.kind, code: e.code, detail: e.detail, text: e.detail };
  return { kind: 'parse', code: 'system', detail: systemText(), text: errorText(e) };
}

export function commonText(key: string): string {
  const text = i18n.t(key, { ns: 'common' });
  return typeof text === 'string' && text && text !== key ? text : FALLBACK_TEXTS[key] ?? key;
}

// Used only before the 'common' texts have loaded (boot failures).
const FALLBACK_TEXTS: Record<string, string> = {
  'error.system': 'System error',
  'error.network': 'Network error encountered. Please try again later~',
  'error.serverNoResponse': "Server didn't respond",
  'error.networkRetry': 'Network error, please retry later',
  'error.requestFailed': 'Server request failed',
};

const systemText = () => commonText('error.system');

function afterMarker(text: string): string | undefined {
  const i = text.indexOf('###');
  return i >= 0 ? text.slice(i + 3) : undefined;
}

/** The part after '###' (SPEC §8); anything unrecognized reads as 'System error'. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.detail;
  if (typeof e === 'string') return afterMarker(e) || systemText();
  if (e && typeof e === 'object') {
    const o = e as { text?: unknown; message?: unknown; error?: unknown };
    if (typeof o.text === 'string' && o.text) return o.text;
    if (typeof o.message === 'string') return afterMarker(o.message) || systemText();
    if (o.error && typeof o.error === 'object') return errorText(o.error); // RTK's { error } wrappers
  }
  return systemText();
}
