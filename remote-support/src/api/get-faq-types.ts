// FAQ types (SPEC §7): GET open/sdk/faqType with grant_app (a base field) and the current locale.
import { api } from '@uc/shared';

export interface FaqType {
  id: string;
  version: string;
  appId: string;
  name: string;
}

interface RawFaqType {
  id?: unknown;
  version?: unknown;
  appId?: unknown;
  name?: unknown;
}

const asText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

// The provider may send ids as numbers; the page works with strings only.
export function toFaqTypes(raw: { faqTypes?: unknown }): FaqType[] {
  if (!Array.isArray(raw?.faqTypes)) return [];
  return (raw.faqTypes as RawFaqType[])
    .filter((item) => item && typeof item === 'object')
    .map((item) => ({
      id: asText(item.id),
      version: asText(item.version),
      appId: asText(item.appId),
      name: asText(item.name),
    }));
}

export const faqTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqTypes: build.query<FaqType[], { language: string }>({
      query: ({ language }) => ({ method: 'GET', path: 'open/sdk/faqType', payload: { language } }),
      transformResponse: (raw: { faqTypes?: unknown }) => toFaqTypes(raw),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqTypesQuery } = faqTypesApi;
