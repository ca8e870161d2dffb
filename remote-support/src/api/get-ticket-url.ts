// The provider's own hosted-ticket address (SPEC §3 config_map.ticketUrl), read from GET open/sdk/config. The host
// reads the same call for home's tiles; this page asks itself (remotes never import the host).
import { api } from '@uc/shared';

/** config_map.ticketUrl, trimmed; '' when the answer carries none. */
export function toTicketUrl(raw: unknown): string {
  const map = (raw as { config_map?: { ticketUrl?: unknown } } | null)?.config_map;
  return typeof map?.ticketUrl === 'string' ? map.ticketUrl.trim() : '';
}

export const ticketUrlApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Arg: the app id (config is per app). */
    getTicketUrl: build.query<string, string>({
      query: () => ({ method: 'GET', path: 'open/sdk/config', payload: {} }),
      transformResponse: toTicketUrl,
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetTicketUrlQuery } = ticketUrlApi;
