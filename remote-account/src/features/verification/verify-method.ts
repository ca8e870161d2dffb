// The ways to prove who you are on the verification pages: a code to a phone or to an e-mail.
import type { MailPurpose, SmsPurpose } from './code-purposes';

export type VerifyMethod =
  | { kind: 'mobile'; target: string; purpose: SmsPurpose; country: string }
  | { kind: 'mail'; target: string; purpose: MailPurpose };

export type VerifyKind = VerifyMethod['kind'];
