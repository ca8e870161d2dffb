// verifyaccount's query (SPEC §2): title, type, toPath, mobileVerify, mailVerify, operation — read into the methods it
// offers and the step after it. SPEC's `mobile` and `mail` are not read from the query: the page that leads here hands
// them over in the entry's history state (security-2 N4; docs/spec-readings.md "Identifiers never in a URL").
import {
  mailPurposeOf,
  smsPurposeOf,
  type MailPurpose,
  type SmsPurpose,
} from '../../features/verification/code-purposes';
import type { VerifyKind, VerifyMethod } from '../../features/verification/verify-method';
import { nextAfterVerification, verifyAccountFallback, type NextRoute } from '../../features/route-flow/route-flow';

const DEFAULT_PURPOSES: Record<string, { sms: SmsPurpose; mail: MailPurpose }> = {
  changePassword: { sms: 'mobile_change_password', mail: 'email_send_code' },
  forgotPassword: { sms: 'mobile_forget_password', mail: 'email_forget_password' },
  modifyMail: { sms: 'mobile_change_binding_email', mail: 'email_change_binding' },
};
const OTHER_PURPOSES = { sms: 'mobile_login', mail: 'email_send_code' } as const;

export interface VerifyAccountQuery {
  title: string;
  /** Forgot password: the methods are the recovered account's only (nothing bound → nothing to offer). */
  recovery: boolean;
  methods: VerifyMethod[];
  initialKind: VerifyKind | null;
  next: NextRoute;
}

/** A phone number and an e-mail to verify by. */
export interface Targets {
  mobile: string;
  mail: string;
}

/**
 * `carried`: what the entry's state hands over (forgot password's lookup, the change-password tile's phone);
 * `bound`: what the logged-in account has bound, used only when nothing was handed over.
 */
export function readVerifyAccountQuery(q: URLSearchParams, country: string, carried?: Targets | null, bound?: Targets): VerifyAccountQuery {
  const operation = q.get('operation');
  const defaults = (operation && DEFAULT_PURPOSES[operation]) || OTHER_PURPOSES;
  const handed = { mobile: carried?.mobile.trim() ?? '', mail: carried?.mail.trim() ?? '' };
  // Nothing handed over (the change-password tile of a player without a phone, an old link) verifies the account's own.
  // Never for forgot password: that verifies the account being recovered (the lookup's phone or e-mail), not the player's.
  const fromAccount = operation !== 'forgotPassword' && !handed.mobile && !handed.mail && bound;
  const mobile = fromAccount ? bound.mobile.trim() : handed.mobile;
  const mail = fromAccount ? bound.mail.trim() : handed.mail;
  const methods: VerifyMethod[] = [];
  if (mobile) methods.push({ kind: 'mobile', target: mobile, purpose: smsPurposeOf(q.get('mobileVerify'), defaults.sms), country });
  if (mail) methods.push({ kind: 'mail', target: mail, purpose: mailPurposeOf(q.get('mailVerify'), defaults.mail) });
  const type = q.get('type');
  return {
    title: (q.get('title') ?? '').trim().slice(0, 60),
    recovery: operation === 'forgotPassword',
    methods,
    initialKind: type === 'mail' || type === 'email' ? 'mail' : type === 'mobile' || type === 'phone' ? 'mobile' : null,
    next: nextAfterVerification(q.get('toPath'), verifyAccountFallback(operation)),
  };
}
