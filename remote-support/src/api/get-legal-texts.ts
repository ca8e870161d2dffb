// The agreement config (SPEC §7 contract / privacy): the user agreement and privacy policy as server HTML.
// RTK Query's cache is the config: once fetched it is not fetched again while cached ("when it is empty").
import { api } from '@uc/shared';

export type LegalText = 'agreement' | 'privacy';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export const legalTextsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContract: build.query<string, { language: string }>({
      query: () => ({ method: 'GET', path: 'open/sdk/contract' }),
      transformResponse: (raw: { considerations_message?: unknown }) => text(raw?.considerations_message),
    }),
    getPrivacy: build.query<string, { language: string }>({
      query: () => ({ method: 'GET', path: 'open/sdk/privacy' }),
      transformResponse: (raw: { privacypolicy_message?: unknown }) => text(raw?.privacypolicy_message),
    }),
  }),
});

export const { useGetContractQuery, useGetPrivacyQuery } = legalTextsApi;
