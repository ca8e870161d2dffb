// Change bind of the mobile (SPEC §7): POST open/oauth/changebinding, the same fields as binding a mobile.
import { api } from '@uc/shared';
import type { BindUserResponse } from './bind-user-response';
import { mobileBindPayload, type MobileBindArg } from './bind-mobile';

export const changeMobileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeMobile: build.mutation<BindUserResponse, MobileBindArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/changebinding', payload: mobileBindPayload(a) }),
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useChangeMobileMutation } = changeMobileApi;
