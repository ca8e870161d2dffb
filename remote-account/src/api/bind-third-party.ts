// Third-party bind (SPEC §7): POST open/oauth/binding with the provider payload merged with open_id, token, device_id,
// user_extra. oauth_type is the page's own (the row's provider), never taken from native's answer.
import type { ThirdPartyType } from '../features/bindings/bind-types';
import type { BindUserResponse } from './bind-user-response';
import { bindInfoApi } from './get-bind-info';

export interface BindThirdPartyArg {
  authType: ThirdPartyType;
  /** What native's bindAccount answered (the provider's own credential fields). */
  providerPayload: Record<string, unknown>;
  openId: string;
  token: string;
  deviceId: string;
  userExtra: string;
}

/** The payload of both third-party calls (bind and bindNew): the session's fields win over anything native sent. */
export function thirdPartyBindPayload(a: BindThirdPartyArg): Record<string, unknown> {
  return {
    ...a.providerPayload,
    oauth_type: a.authType,
    open_id: a.openId,
    token: a.token,
    device_id: a.deviceId,
    user_extra: a.userExtra,
  };
}

type BindStarted = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: BindUserResponse }>;
};

/** The row turns bound at once; the refetch that follows brings the provider's own identifier. */
export async function markBoundOnSuccess(a: BindThirdPartyArg, { dispatch, queryFulfilled }: BindStarted): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  const shown = data.user?.extra?.nickname || a.authType;
  dispatch(
    bindInfoApi.util.updateQueryData('getBindInfo', { openId: a.openId, token: a.token }, (draft) => {
      if (!draft[a.authType]) draft[a.authType] = shown;
    }),
  );
}

export const bindThirdPartyApi = bindInfoApi.injectEndpoints({
  endpoints: (build) => ({
    bindThirdParty: build.mutation<BindUserResponse, BindThirdPartyArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/binding', payload: thirdPartyBindPayload(a) }),
      onQueryStarted: markBoundOnSuccess,
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useBindThirdPartyMutation } = bindThirdPartyApi;
