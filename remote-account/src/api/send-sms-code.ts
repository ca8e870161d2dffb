// Send SMS code (SPEC §7): POST open/oauth/sms with mobile, target_id (device id), target (purpose), country. With
// ARCHITECTURE.md §8 "proof", forgot password sends by username instead: the provider alone knows the bound number.
import { api } from '@uc/shared';
import type { SmsPurpose } from '../features/verification/code-purposes';

/** Where the code goes: a number the page knows, or the number bound to an account named by its username (§8). */
export type SmsRecipient = { mobile: string } | { username: string };

export type SmsCodeArg = SmsRecipient & {
  purpose: SmsPurpose;
  /** Dialling code without '+', e.g. '86'. */
  country: string;
  deviceId: string;
};

export function smsPayload(a: SmsCodeArg): Record<string, unknown> {
  if ('username' in a) return { username: a.username, target: a.purpose, target_id: a.deviceId, country: a.country };
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
