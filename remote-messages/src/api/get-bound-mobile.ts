// Bind info (SPEC §7): GET open/oauth/binding with open_id and token → a map by login type. The code box needs its mobile.
import { api } from '@uc/shared';
import { recordOf, textOf } from './response-fields';

export interface BoundMobileArg {
  openId: string;
  token: string;
}

export function mobileOf(raw: unknown): string {
  return textOf(recordOf(raw).mobile).trim();
}

export const boundMobileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoundMobile: build.query<string, BoundMobileArg>({
      query: (a) => ({ method: 'GET', path: 'open/oauth/binding', payload: { open_id: a.openId, token: a.token } }),
      transformResponse: (raw: unknown) => mobileOf(raw),
      providesTags: ['BindInfo'],
    }),
  }),
});

export const { useGetBoundMobileQuery } = boundMobileApi;
