// Verify SMS code (SPEC §7): GET open/oauth/sms with the send fields plus security → result boolean (and, with
// ARCHITECTURE.md §8 "proof", the proof).
import { api } from '@uc/shared';
import { smsPayload, type SmsCodeArg } from './send-sms-code';
import { codeCheckOf, type CodeCheck } from './code-result';

export type CheckSmsCodeArg = SmsCodeArg & { code: string };

export const checkSmsCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkSmsCode: build.mutation<CodeCheck, CheckSmsCodeArg>({
      query: (a) => ({ method: 'GET', path: 'open/oauth/sms', payload: { ...smsPayload(a), security: a.code } }),
      transformResponse: codeCheckOf,
    }),
  }),
});

export const { useCheckSmsCodeMutation } = checkSmsCodeApi;
