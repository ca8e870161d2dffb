// Active codes (SPEC §7): GET open/activeCode/case with user_id, mobile, current, size → activeCodes, pages.
import { api } from '@uc/shared';
import { countOf, recordOf, textOf } from './response-fields';

/** SPEC §9: the code box pages by 20, starting at 1. */
export const CODE_BOX_PAGE_SIZE = 20;

export interface ActiveCodesArg {
  userId: string;
  mobile: string;
  current: number;
}

export type Activation = 'active' | 'inactive' | 'unknown';

/** SPEC §3 active code item: expire '1' = expired; activation '-1' unknown, '1' active, otherwise inactive. */
export interface ActiveCode {
  name: string;
  code: string;
  expired: boolean;
  expireTime: string;
  activation: Activation;
}

export interface ActiveCodesPage {
  codes: ActiveCode[];
  pages: number;
}

export function activationOf(value: unknown): Activation {
  const v = textOf(value);
  if (v === '-1') return 'unknown';
  if (v === '1') return 'active';
  return 'inactive';
}

function toActiveCode(raw: unknown): ActiveCode | null {
  const r = recordOf(raw);
  const code = textOf(r.code);
  if (!code) return null; // a row without a code has nothing to copy or show
  return {
    name: textOf(r.name),
    code,
    expired: textOf(r.expire) === '1',
    expireTime: textOf(r.expireTime).replace('T', ' '),
    activation: activationOf(r.activation),
  };
}

export function toActiveCodesPage(raw: unknown): ActiveCodesPage {
  const r = recordOf(raw);
  const list = Array.isArray(r.activeCodes) ? r.activeCodes : [];
  return {
    codes: list.map(toActiveCode).filter((c): c is ActiveCode => c !== null),
    pages: countOf(r.pages),
  };
}

export const activeCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveCodes: build.query<ActiveCodesPage, ActiveCodesArg>({
      query: (a) => ({
        method: 'GET',
        path: 'open/activeCode/case',
        payload: { user_id: a.userId, mobile: a.mobile, current: a.current, size: CODE_BOX_PAGE_SIZE },
      }),
      transformResponse: (raw: unknown) => toActiveCodesPage(raw),
      providesTags: ['ActiveCodes'],
      keepUnusedDataFor: 0,
    }),
  }),
});
