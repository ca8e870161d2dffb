// Send mail code (SPEC §7): POST open/oauth/mail with mail, forceMailBind, target_id (device id), target (purpose).
import { api } from '@uc/shared';
import type { MailPurpose } from '../features/verification/code-purposes';

export interface MailCodeArg {
  mail: string;
  purpose: MailPurpose;
  deviceId: string;
  /** True only on strongbindingmail: the address is bound elsewhere and will be taken over. */
  forceMailBind?: boolean;
}

export const sendMailCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMailCode: build.mutation<unknown, MailCodeArg>({
      query: (a) => ({
        method: 'POST',
        path: 'open/oauth/mail',
        payload: { mail: a.mail, forceMailBind: a.forceMailBind === true, target_id: a.deviceId, target: a.purpose },
      }),
    }),
  }),
});

export const { useSendMailCodeMutation } = sendMailCodeApi;
