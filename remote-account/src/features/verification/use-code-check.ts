// Checks a code against the provider (SPEC §5 code check): ok → verified (with ARCHITECTURE.md §8 "proof", the proof
// comes with it); a false result → 'verification code invalid'.
import { useCallback } from 'react';
import { selectApp, useAppSelector } from '@uc/shared';
import { useCheckMailCodeMutation } from '../../api/check-mail-code';
import { useCheckSmsCodeMutation } from '../../api/check-sms-code';
import type { CodeCheck } from '../../api/code-result';
import { mailRecipientOf, smsRecipientOf, type VerifyMethod } from './verify-method';

export function useCodeCheck(): (method: VerifyMethod, code: string) => Promise<CodeCheck> {
  const { deviceId } = useAppSelector(selectApp);
  const [checkSms] = useCheckSmsCodeMutation();
  const [checkMail] = useCheckMailCodeMutation();
  return useCallback(
    (method, code) =>
      method.kind === 'mobile'
        ? checkSms({ ...smsRecipientOf(method), purpose: method.purpose, country: method.country, deviceId, code: code.trim() }).unwrap()
        : checkMail({ ...mailRecipientOf(method), purpose: method.purpose, deviceId, code: code.trim() }).unwrap(),
    [checkSms, checkMail, deviceId],
  );
}
