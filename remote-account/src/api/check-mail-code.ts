// Verify mail code (SPEC §7): GET open/oauth/mail with mail, target_id, target, security → result boolean.
import { api } from '@uc/shared';
import { codeResultOf } from './code-result';
import type { MailCodeArg } from './send-mail-code';

export interface CheckMailCodeArg extends Omit<MailCodeArg, 'forceMailBind'> {
  code: string;
}

export const checkMailCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkMailCode: build.mutation<boolean, CheckMailCodeArg>({
      query: (a) => ({
        method: 'GET',
        path: 'open/oauth/mail',
        payload: { mail: a.mail, target_id: a.deviceId, target: a.purpose, security: a.code },
      }),
      transformResponse: codeResultOf,
    }),
  }),
});

export const { useCheckMailCodeMutation } = checkMailCodeApi;
