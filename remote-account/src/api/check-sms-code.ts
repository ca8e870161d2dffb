// Verify SMS code (SPEC §7): GET open/oauth/sms with the send fields plus security → result boolean.
import { api } from '@uc/shared';
import { smsPayload, type SmsCodeArg } from './send-sms-code';
import { codeResultOf } from './code-result';

export interface CheckSmsCodeArg extends SmsCodeArg {
  code: string;
}

export const checkSmsCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkSmsCode: build.mutation<boolean, CheckSmsCodeArg>({
      query: (a) => ({ method: 'GET', path: 'open/oauth/sms', payload: { ...smsPayload(a), security: a.code } }),
      transformResponse: codeResultOf,
    }),
  }),
});

export const { useCheckSmsCodeMutation } = checkSmsCodeApi;
