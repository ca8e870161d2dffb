// Checks a code against the provider (SPEC §5 code check): true → verified; a false result → 'verification code invalid'.
import { useCallback } from 'react';
import { selectApp, useAppSelector } from '@uc/shared';
import { useCheckMailCodeMutation } from '../../api/check-mail-code';
import { useCheckSmsCodeMutation } from '../../api/check-sms-code';
import type { VerifyMethod } from './verify-method';

export function useCodeCheck(): (method: VerifyMethod, code: string) => Promise<boolean> {
  const { deviceId } = useAppSelector(selectApp);
  const [checkSms] = useCheckSmsCodeMutation();
  const [checkMail] = useCheckMailCodeMutation();
  return useCallback(
    (method, code) =>
      method.kind === 'mobile'
        ? checkSms({ mobile: method.target, purpose: method.purpose, country: method.country, deviceId, code: code.trim() }).unwrap()
        : checkMail({ mail: method.target, purpose: method.purpose, deviceId, code: code.trim() }).unwrap(),
    [checkSms, checkMail, deviceId],
  );
}
