// Change bind of the e-mail (SPEC §7): POST open/oauth/changebinding with mail, like bind (oauth_type Account,
// security, device_id, time_wc). Code 1345 sends the player to strongbindingmail (change-mail-forced).
import { api } from '@uc/shared';
import type { BindUserResponse } from './bind-user-response';
import type { MailBindArg } from './mail-bind-arg';

export const changeMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeMail: build.mutation<BindUserResponse, MailBindArg>({
      query: (a) => ({
        method: 'POST',
        path: 'open/oauth/changebinding',
        payload: { mail: a.mail, oauth_type: 'Account', security: a.code, device_id: a.deviceId, time_wc: Date.now() },
      }),
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useChangeMailMutation } = changeMailApi;
