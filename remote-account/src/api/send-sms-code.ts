// Send SMS code (SPEC §7): POST open/oauth/sms with mobile, target_id (device id), target (purpose), country.
import { api } from '@uc/shared';
import type { SmsPurpose } from '../features/verification/code-purposes';

export interface SmsCodeArg {
  mobile: string;
  purpose: SmsPurpose;
  /** Dialling code without '+', e.g. '86'. */
  country: string;
  deviceId: string;
}

export function smsPayload(a: SmsCodeArg): Record<string, unknown> {
  return { mobile: a.mobile, target_id: a.deviceId, target: a.purpose, country: a.country };
}

export const sendSmsCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSmsCode: build.mutation<unknown, SmsCodeArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/sms', payload: smsPayload(a) }),
    }),
  }),
});

export const { useSendSmsCodeMutation } = sendSmsCodeApi;
