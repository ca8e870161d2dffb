// Home's provider calls (SPEC §7), injected into the one shared RTK Query api.
import { api, type ApiErrorValue, type SessionState } from '@uc/shared';

/** config_map of GET open/sdk/config, normalized: unknown shapes become empty lists. */
export interface HomeConfig {
  items1: string[];
  items2: string[];
  ticketUrl: string;
  showBalance: boolean;
  /** The answer named no menu (no config_map, or neither items1 nor items2 in it): home uses the default menu. */
  menuMissing: boolean;
}

/** GET open/message/read: badge counts. */
export interface UnreadCounts {
  message: number;
  activeCode: number;
}

/** GET open/oauth/binding: login type → bound identifier (e.g. { mobile: '138…', Facebook: '…' }). */
export type BindInfo = Record<string, string>;

// A list may come as an array or a comma list; anything else means "no tiles configured".
function menuList(v: unknown): string[] {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return raw.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toHomeConfig(response: unknown): HomeConfig {
  const raw = isRecord(response) ? response.config_map : undefined;
  const map = isRecord(raw) ? raw : {};
  return {
    menuMissing: map.items1 === undefined && map.items2 === undefined,
    items1: menuList(map.items1),
    items2: menuList(map.items2),
    ticketUrl: typeof map.ticketUrl === 'string' ? map.ticketUrl : '',
    showBalance: map.showBalance === true || map.showBalance === 'true',
  };
}

const count = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : 0;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

export function toUnreadCounts(response: unknown): UnreadCounts {
  const r = (response ?? {}) as Record<string, unknown>;
  return { message: count(r.message), activeCode: count(r.activeCode) };
}

export function toBindInfo(response: unknown): BindInfo {
  const out: BindInfo = {};
  if (!response || typeof response !== 'object') return out;
  for (const [type, value] of Object.entries(response as Record<string, unknown>)) {
    if (type === 'status' || type === '__proto__' || type === 'constructor') continue;
    if (typeof value === 'string' && value) out[type] = value;
    else if (typeof value === 'number') out[type] = String(value);
  }
  return out;
}

const sessionOf = (state: unknown) => (state as { session: SessionState }).session;

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Arg: the app id — config is per app, and a new app id means a new cache entry. */
    getHomeConfig: build.query<HomeConfig, string>({
      query: () => ({ method: 'GET', path: 'open/sdk/config', payload: {} }),
      transformResponse: toHomeConfig,
      providesTags: ['Config'],
    }),
    /** Arg: the open id (cache key); the payload's user fields come from the session, not from the cache key. */
    getUnreadCounts: build.query<UnreadCounts, string>({
      async queryFn(_openId, queryApi, _extra, baseQuery) {
        const { user } = sessionOf(queryApi.getState());
        const r = await baseQuery({
          method: 'GET',
          path: 'open/message/read',
          payload: { user_id: user.userId, mobile: user.mobile, open_id: user.openId },
        });
        return r.error ? { error: r.error as ApiErrorValue } : { data: toUnreadCounts(r.data) };
      },
      providesTags: ['Unread'],
    }),
    getHomeBindInfo: build.query<BindInfo, string>({
      async queryFn(_openId, queryApi, _extra, baseQuery) {
        const { user } = sessionOf(queryApi.getState());
        const r = await baseQuery({ method: 'GET', path: 'open/oauth/binding', payload: { open_id: user.openId, token: user.token } });
        return r.error ? { error: r.error as ApiErrorValue } : { data: toBindInfo(r.data) };
      },
      providesTags: ['BindInfo'],
    }),
  }),
});
