// The drafts of this remote's forms (issue 16 point 13), one key each in the shared drafts store (sessionStorage).
// They hold phone numbers, e-mail addresses, the country and the verification method: never a code or a password.

export const DRAFT_KEYS = {
  bindPhone: 'account.bindPhone',
  modifyPhone: 'account.modifyPhone',
  bindMail: 'account.bindMail',
  modifyMail: 'account.modifyMail',
  forgotPassword: 'account.forgotPassword',
} as const;

/** A verification page's chosen method, per page (verifyaccount, verifyphone, verifymail). */
export function verificationDraftKey(pathname: string): string {
  return `account.verify${pathname.toLowerCase()}`;
}
