// Sending a code to a phone or an e-mail with the session's device id as target_id (SPEC §7), or (ARCHITECTURE.md §8
// "proof") to what an account named by its username has bound. Every failed mail-code send is reported to the host as
// 2666 (SPEC §8), whichever page sent it.
import { useCallback } from 'react';
import { selectApp, useAppSelector } from '@uc/shared';
import { useSendMailCodeMutation, type MailRecipient } from '../../api/send-mail-code';
import { useSendSmsCodeMutation, type SmsRecipient } from '../../api/send-sms-code';
import { reportMailCodeFailed } from '../mail-binding/mail-events';
import type { MailPurpose, SmsPurpose } from './code-purposes';
import { mailRecipientOf, smsRecipientOf, type VerifyMethod } from './verify-method';

function useSendSmsTo(): (to: SmsRecipient, purpose: SmsPurpose, country: string) => Promise<unknown> {
  const { deviceId } = useAppSelector(selectApp);
  const [send] = useSendSmsCodeMutation();
  return useCallback((to, purpose, country) => send({ ...to, purpose, country, deviceId }).unwrap(), [send, deviceId]);
}

function useSendMailTo(): (to: MailRecipient, purpose: MailPurpose) => Promise<unknown> {
  const { deviceId } = useAppSelector(selectApp);
  const [send] = useSendMailCodeMutation();
  return useCallback(
    async (to, purpose) => {
      try {
        return await send({ ...to, purpose, deviceId }).unwrap();
      } catch (e) {
        reportMailCodeFailed(e);
        throw e;
      }
    },
    [send, deviceId],
  );
}

export function useSendSmsCode(): (mobile: string, purpose: SmsPurpose, country: string) => Promise<unknown> {
  const send = useSendSmsTo();
  return useCallback((mobile, purpose, country) => send({ mobile: mobile.trim() }, purpose, country), [send]);
}

export function useSendMailCode(): (mail: string, purpose: MailPurpose, forceMailBind?: boolean) => Promise<unknown> {
  const send = useSendMailTo();
  return useCallback(
    (mail, purpose, forceMailBind = false) => send({ mail: mail.trim(), forceMailBind }, purpose),
    [send],
  );
}

/** A verification method's code, to its number or address, or by the account's username. */
export function useSendMethodCode(): (method: VerifyMethod) => Promise<unknown> {
  const sendSms = useSendSmsTo();
  const sendMail = useSendMailTo();
  return useCallback(
    (method) =>
      method.kind === 'mobile'
        ? sendSms(smsRecipientOf(method), method.purpose, method.country)
        : sendMail(mailRecipientOf(method), method.purpose),
    [sendSms, sendMail],
  );
}
