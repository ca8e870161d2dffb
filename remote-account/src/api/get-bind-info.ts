// Bind info (SPEC §7): GET open/oauth/binding with open_id and token → a top-level map by login type.
import { api } from '@uc/shared';
import { THIRD_PARTY_TYPES, type BindInfo } from '../features/bindings/bind-types';

export interface BindInfoArg {
  openId: string;
  token: string;
}

function identifierOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The provider names the e-mail entry either 'mail' or 'EmailCode'; `country` (when sent) is the bound mobile's
 * country. Anything else in the response is ignored.
 */
export function toBindInfo(raw: unknown): BindInfo {
  const map = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const info: BindInfo = {
    mobile: identifierOf(map.mobile),
    mail: identifierOf(map.mail) || identifierOf(map.EmailCode),
    mobileCountry: identifierOf(map.country),
  };
  for (const type of THIRD_PARTY_TYPES) info[type] = identifierOf(map[type]);
  return info;
}

export const bindInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBindInfo: build.query<BindInfo, BindInfoArg>({
      query: ({ openId, token }) => ({
        method: 'GET',
        path: 'open/oauth/binding',
        payload: { open_id: openId, token },
      }),
      transformResponse: (raw: unknown) => toBindInfo(raw),
      providesTags: ['BindInfo'],
    }),
  }),
});

export const { useGetBindInfoQuery } = bindInfoApi;
