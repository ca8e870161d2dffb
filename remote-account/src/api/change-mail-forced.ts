// changeBindNew (SPEC §7): GET open/oauth/changebindingnew with username, oauth_type, forceMailBind true, security,
// device_id: changes the bound e-mail to one taken over from another account.
import { api } from '@uc/shared';
import type { BindUserResponse } from './bind-user-response';
import type { MailBindArg } from './mail-bind-arg';

export const changeMailForcedApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeMailForced: build.mutation<BindUserResponse, MailBindArg>({
      query: (a) => ({
        method: 'GET',
        path: 'open/oauth/changebindingnew',
        payload: { username: a.mail, oauth_type: 'Account', forceMailBind: true, security: a.code, device_id: a.deviceId },
      }),
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useChangeMailForcedMutation } = changeMailForcedApi;
