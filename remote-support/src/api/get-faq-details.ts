// FAQ details (SPEC §7): GET open/sdk/faq with grant_app (a base field), typeId and the current locale.
import { api } from '@uc/shared';

/** SPEC §3 FAQ item: the question (title) and its answer (faq, server HTML). */
export interface FaqItem {
  title: string;
  faq: string;
}

const asText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function toFaqItems(raw: { faqs?: unknown }): FaqItem[] {
  if (!Array.isArray(raw?.faqs)) return [];
  return (raw.faqs as Array<Record<string, unknown> | null>)
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({ title: asText(item.title), faq: asText(item.faq) }))
    .filter((item) => item.title || item.faq);
}

export const faqDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqDetails: build.query<FaqItem[], { typeId: string; language: string }>({
      query: ({ typeId, language }) => ({ method: 'GET', path: 'open/sdk/faq', payload: { typeId, language } }),
      transformResponse: (raw: { faqs?: unknown }) => toFaqItems(raw),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqDetailsQuery } = faqDetailsApi;
