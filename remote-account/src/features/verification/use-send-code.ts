// Sending a code to a phone or an e-mail with the session's device id as target_id (SPEC §7).
import { useCallback } from 'react';
import { selectApp, useAppSelector } from '@uc/shared';
import { useSendMailCodeMutation } from '../../api/send-mail-code';
import { useSendSmsCodeMutation } from '../../api/send-sms-code';
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
    (mail, purpose, forceMailBind = false) => send({ mail: mail.trim(), purpose, deviceId, forceMailBind }).unwrap(),
    [send, deviceId],
  );
}
