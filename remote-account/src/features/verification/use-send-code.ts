// Sending a code to a phone or an e-mail with the session's device id as target_id (SPEC §7). Every failed mail-code
// send is reported to the host as 2666 (SPEC §8), whichever page sent it.
import { useCallback } from 'react';
import { selectApp, useAppSelector } from '@uc/shared';
import { useSendMailCodeMutation } from '../../api/send-mail-code';
import { useSendSmsCodeMutation } from '../../api/send-sms-code';
import { reportMailCodeFailed } from '../mail-binding/mail-events';
import type { MailPurpose, SmsPurpose } from './code-purposes';

export function useSendSmsCode(): (mobile: string, purpose: SmsPurpose, country: string) => Promise<unknown> {
  const { deviceId } = useAppSelector(selectApp);
  const [send] = useSendSmsCodeMutation();
  return useCallback(
    (mobile, purpose, country) => send({ mobile: mobile.trim(), purpose, country, deviceId }).unwrap(),
    [send, deviceId],
  );
}

export function useSendMailCode(): (mail: string, purpose: MailPurpose, forceMailBind?: boolean) => Promise<unknown> {
  const { deviceId } = useAppSelector(selectApp);
  const [send] = useSendMailCodeMutation();
  return useCallback(
    async (mail, purpose, forceMailBind = false) => {
      try {
        return await send({ mail: mail.trim(), purpose, deviceId, forceMailBind }).unwrap();
      } catch (e) {
        reportMailCodeFailed(e);
        throw e;
      }
    },
    [send, deviceId],
  );
}
