// Unbind (SPEC §7): POST open/oauth/unbinding with oauth_type, open_id, token. The row resets at once (SPEC §4).
import type { ThirdPartyType } from '../features/bindings/bind-types';
import { bindInfoApi } from './get-bind-info';

export interface UnbindArg {
  authType: ThirdPartyType;
  openId: string;
  token: string;
}

export const unbindThirdPartyApi = bindInfoApi.injectEndpoints({
  endpoints: (build) => ({
    unbindThirdParty: build.mutation<unknown, UnbindArg>({
      query: (a) => ({
        method: 'POST',
        path: 'open/oauth/unbinding',
        payload: { oauth_type: a.authType, open_id: a.openId, token: a.token },
      }),
      async onQueryStarted(a, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!ok) return;
        dispatch(
          bindInfoApi.util.updateQueryData('getBindInfo', { openId: a.openId, token: a.token }, (draft) => {
            draft[a.authType] = '';
          }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : ['BindInfo']),
    }),
  }),
});

export const { useUnbindThirdPartyMutation } = unbindThirdPartyApi;
