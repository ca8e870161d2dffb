// The ways to prove who you are on the verification pages: a code to a phone or to an e-mail.
import { maskMail, maskMobile } from '../masking/mask';
import type { SmsRecipient } from '../../api/send-sms-code';
import type { MailPurpose, SmsPurpose } from './code-purposes';

/**
 * `username` (ARCHITECTURE.md §8 "proof", forgot password): the code goes to what that account has bound, which only
 * the provider knows; `target` is then the provider's masked value, shown as it came.
 */
export type VerifyMethod =
  | { kind: 'mobile'; target: string; purpose: SmsPurpose; country: string; username?: string }
  | { kind: 'mail'; target: string; purpose: MailPurpose; username?: string };

export type VerifyKind = VerifyMethod['kind'];

/** What the player sees of the number or address: masked here, or as the provider masked it. */
export function shownTarget(method: VerifyMethod): string {
  if (method.username !== undefined) return method.target;
  return method.kind === 'mobile' ? maskMobile(method.target) : maskMail(method.target);
}

export type MobileMethod = Extract<VerifyMethod, { kind: 'mobile' }>;
export type MailMethod = Extract<VerifyMethod, { kind: 'mail' }>;

/** Who a code goes to on the wire: the account by its username (§8), else the number itself. */
export function smsRecipientOf(method: MobileMethod): SmsRecipient {
  return method.username !== undefined ? { username: method.username } : { mobile: method.target.trim() };
}

/** Who a code goes to on the wire: the account by its username (§8), else the address itself. */
export function mailRecipientOf(method: MailMethod): { mail: string } | { username: string } {
  return method.username !== undefined ? { username: method.username } : { mail: method.target.trim() };
}
