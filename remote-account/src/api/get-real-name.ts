// Real-name status (SPEC §7 real info): GET open/oauth/realname with open_id, token, user_id → is_real, id_card.
import { api } from '@uc/shared';

export interface RealNameArg {
  openId: string;
  token: string;
  userId: string;
}

export interface RealName {
  isReal: boolean;
  /** Already masked by the provider. */
  idCard: string;
}

// The provider has sent is_real as a boolean, a number and a string; all mean the same.
const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true'];

export function toRealName(raw: unknown): RealName {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    isReal: TRUE_VALUES.includes(r.is_real),
    idCard: typeof r.id_card === 'string' ? r.id_card : '',
  };
}

export const realNameApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRealName: build.query<RealName, RealNameArg>({
      query: ({ openId, token, userId }) => ({
        method: 'GET',
        path: 'open/oauth/realname',
        payload: { open_id: openId, token, user_id: userId },
      }),
      transformResponse: (raw: unknown) => toRealName(raw),
    }),
  }),
});

export const { useGetRealNameQuery } = realNameApi;
