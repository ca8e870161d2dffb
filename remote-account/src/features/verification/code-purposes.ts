// What a verification code is for (SPEC §7 "SMS purposes" / "Mail purposes"): sent as `target`, and the key of the
// 60 s cooldown together with the phone number or e-mail.

export const SMS_PURPOSES = [
  'mobile_login',
  'mobile_register',
  'mobile_change_password',
  'mobile_change_binding',
  'mobile_forget_password',
  'mobile_change_binding_email',
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const MAIL_PURPOSES = [
  'email_send_code',
  'email_binding_code',
  'email_forget_password',
  'email_change_binding',
  'email_change_binding_mobile',
] as const;
/** ARCHITECTURE.md §8 "proof" adds a mail purpose: the code whose proof changes the password. */
export const PROOF_MAIL_PURPOSES = ['email_change_password'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number] | (typeof PROOF_MAIL_PURPOSES)[number];

/**
 * Which purpose each flow uses:
 * - binding a phone (bindPhone) and the new phone of modifyphone: mobile_register (SPEC §7 bind mobile's target);
 * - checking the bound phone before changing it (verifyphone): mobile_change_binding;
 * - binding an e-mail, the new e-mail of modifymail and the forced bind: email_binding_code;
 * - checking the bound e-mail before changing it (verifymail): email_change_binding;
 * - change password: mobile_change_password (the home tile's mobileVerify) or email_send_code by e-mail;
 * - forgot password: mobile_forget_password / email_forget_password.
 */
export const PURPOSE = {
  bindMobile: 'mobile_register',
  verifyBoundMobile: 'mobile_change_binding',
  bindMail: 'email_binding_code',
  verifyBoundMail: 'email_change_binding',
  changePasswordByMobile: 'mobile_change_password',
  changePasswordByMail: 'email_send_code',
  forgotPasswordByMobile: 'mobile_forget_password',
  forgotPasswordByMail: 'email_forget_password',
} as const satisfies Record<string, SmsPurpose | MailPurpose>;

/** A purpose from a query parameter, only when it is one of the known SMS purposes. */
export function smsPurposeOf(raw: string | null | undefined, fallback: SmsPurpose): SmsPurpose {
  return (SMS_PURPOSES as readonly string[]).includes(raw ?? '') ? (raw as SmsPurpose) : fallback;
}

/** A purpose from a query parameter, only when it is one of SPEC §7's mail purposes. */
export function mailPurposeOf(raw: string | null | undefined, fallback: MailPurpose): MailPurpose {
  return (MAIL_PURPOSES as readonly string[]).includes(raw ?? '') ? (raw as MailPurpose) : fallback;
}
