// Third-party bindNew (SPEC §7): GET open/oauth/bindingnew with the same payload as the third-party bind. Used when
// that bind answered 1345 (the provider login is bound to another account) and the player chose to take it over.
import { bindInfoApi } from './get-bind-info';
import { markBoundOnSuccess, thirdPartyBindPayload, type BindThirdPartyArg } from './bind-third-party';
import type { BindUserResponse } from './bind-user-response';

export const bindThirdPartyForcedApi = bindInfoApi.injectEndpoints({
  endpoints: (build) => ({
    bindThirdPartyForced: build.mutation<BindUserResponse, BindThirdPartyArg>({
      query: (a) => ({ method: 'GET', path: 'open/oauth/bindingnew', payload: thirdPartyBindPayload(a) }),
      onQueryStarted: markBoundOnSuccess,
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useBindThirdPartyForcedMutation } = bindThirdPartyForcedApi;
