// SPEC §8 host reports of the mail flows: 2666 get mail code failed; 2667 bind request failed, empty code or e-mail;
// 2043 a bind that failed (status fail).
import { errorText, reportEvent } from '@uc/shared';

export const MAIL_CODE_FAILED = 2666;
export const MAIL_BIND_FAILED = 2667;
export const BIND_FAILED = 2043;

/** The provider's error number of a failed call ('' for anything else). */
export function errorCodeOf(e: unknown): string {
  return e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : '';
}

export function reportMailCodeFailed(e: unknown): void {
  reportEvent({ code: MAIL_CODE_FAILED, status: 'fail', message: errorText(e), error: errorCodeOf(e) });
}

export function reportMailBindMissing(field: 'mail' | 'code'): void {
  reportEvent({ code: MAIL_BIND_FAILED, status: 'fail', message: field === 'mail' ? 'empty mail' : 'empty code' });
}

export function reportMailBindFailed(e: unknown): void {
  reportEvent({ code: MAIL_BIND_FAILED, status: 'fail', message: errorText(e), error: errorCodeOf(e) });
}

export function reportBindFailed(authType: string, e: unknown): void {
  reportEvent({ code: BIND_FAILED, status: 'fail', message: errorText(e), authType });
}
