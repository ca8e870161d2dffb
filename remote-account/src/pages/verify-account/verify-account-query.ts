// verifyaccount's query (SPEC §2): title, type, toPath, mobile, mobileVerify, mail, mailVerify, operation — read into
// the methods it offers and the step after it.
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

/** What the logged-in account has bound: used only when the query names neither a phone nor an e-mail. */
export interface BoundFallback {
  mobile: string;
  mail: string;
}

export function readVerifyAccountQuery(q: URLSearchParams, country: string, bound?: BoundFallback): VerifyAccountQuery {
  const operation = q.get('operation');
  const defaults = (operation && DEFAULT_PURPOSES[operation]) || OTHER_PURPOSES;
  const queryMobile = (q.get('mobile') ?? '').trim();
  const queryMail = (q.get('mail') ?? '').trim();
  // A query that names neither (the change-password tile of a player without a phone) verifies the account's own. Never
  // for forgot password: that verifies the account being recovered (the lookup's phone or e-mail), not the player's.
  const fromAccount = operation !== 'forgotPassword' && !queryMobile && !queryMail && bound;
  const mobile = fromAccount ? bound.mobile.trim() : queryMobile;
  const mail = fromAccount ? bound.mail.trim() : queryMail;
  const methods: VerifyMethod[] = [];
  if (mobile) methods.push({ kind: 'mobile', target: mobile, purpose: smsPurposeOf(q.get('mobileVerify'), defaults.sms), country });
  if (mail) methods.push({ kind: 'mail', target: mail, purpose: mailPurposeOf(q.get('mailVerify'), defaults.mail) });
  const type = q.get('type');
  const account = (q.get('account') ?? '').trim() || mobile || mail;
  return {
    title: (q.get('title') ?? '').trim().slice(0, 60),
    recovery: operation === 'forgotPassword',
    methods,
    initialKind: type === 'mail' || type === 'email' ? 'mail' : type === 'mobile' || type === 'phone' ? 'mobile' : null,
    next: nextAfterVerification(q.get('toPath'), verifyAccountFallback(operation, account)),
  };
}
