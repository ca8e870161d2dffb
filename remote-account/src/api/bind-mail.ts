// Bind mail (SPEC §7): POST open/oauth/binding with username, oauth_type Account, security, device_id, time_wc.
// Code 1345 (bound elsewhere) sends the player to strongbindingmail, which uses bind-mail-forced.
import { api } from '@uc/shared';
import type { BindUserResponse } from './bind-user-response';
import { mailBindPayload, type MailBindArg } from './mail-bind-arg';

export const bindMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    bindMail: build.mutation<BindUserResponse, MailBindArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/binding', payload: mailBindPayload(a) }),
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useBindMailMutation } = bindMailApi;
