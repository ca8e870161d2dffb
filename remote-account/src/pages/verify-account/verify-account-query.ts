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
  methods: VerifyMethod[];
  initialKind: VerifyKind | null;
  next: NextRoute;
}

export function readVerifyAccountQuery(q: URLSearchParams, country: string): VerifyAccountQuery {
  const operation = q.get('operation');
  const defaults = (operation && DEFAULT_PURPOSES[operation]) || OTHER_PURPOSES;
  const mobile = (q.get('mobile') ?? '').trim();
  const mail = (q.get('mail') ?? '').trim();
  const methods: VerifyMethod[] = [];
  if (mobile) methods.push({ kind: 'mobile', target: mobile, purpose: smsPurposeOf(q.get('mobileVerify'), defaults.sms), country });
  if (mail) methods.push({ kind: 'mail', target: mail, purpose: mailPurposeOf(q.get('mailVerify'), defaults.mail) });
  const type = q.get('type');
  const account = (q.get('account') ?? '').trim() || mobile || mail;
  return {
    title: (q.get('title') ?? '').trim().slice(0, 60),
    methods,
    initialKind: type === 'mail' || type === 'email' ? 'mail' : type === 'mobile' || type === 'phone' ? 'mobile' : null,
    next: nextAfterVerification(q.get('toPath'), verifyAccountFallback(operation, account)),
  };
}
