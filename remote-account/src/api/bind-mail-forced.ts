// bindNew (SPEC §7): GET open/oauth/bindingnew with username, oauth_type Account, forceMailBind true, security,
// device_id, time_wc, open_id, token: takes an e-mail over from the account it is bound to.
import { api } from '@uc/shared';
import type { BindUserResponse } from './bind-user-response';
import { mailBindPayload, type MailBindArg } from './mail-bind-arg';

export const bindMailForcedApi = api.injectEndpoints({
  endpoints: (build) => ({
    bindMailForced: build.mutation<BindUserResponse, MailBindArg>({
      query: (a) => ({
        method: 'GET',
        path: 'open/oauth/bindingnew',
        payload: { ...mailBindPayload(a), forceMailBind: true, open_id: a.openId, token: a.token },
      }),
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useBindMailForcedMutation } = bindMailForcedApi;
