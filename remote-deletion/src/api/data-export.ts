// ARCHITECTURE.md §8 dataExport: POST open/oauth/export, in the game by the session's {open_id, token}, on the web by a
// deletion proof {username, proof} → a link to the copy and when it stops working, or "pending" (it comes by e-mail).
import { api, type ProviderApp } from '@uc/shared';

export type DataExport = { kind: 'ready'; url: string; expires: number } | { kind: 'pending' };

export type DataExportArg =
  | { openId: string; token: string }
  | { app: ProviderApp; username: string; proof: string };

/** A link only when it is a web address; anything else the provider answers is no link (and no export to offer). */
export function toDataExport(raw: unknown): DataExport {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  if (r.pending === true || r.pending === 'true') return { kind: 'pending' };
  const url = typeof r.url === 'string' ? r.url.trim() : '';
  const expires = typeof r.expires === 'number' ? r.expires : Number(r.expires);
  if (!/^https?:\/\//i.test(url)) throw new Error('The provider answered no link');
  return { kind: 'ready', url, expires: Number.isFinite(expires) ? expires : 0 };
}

export const dataExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportData: build.mutation<DataExport, DataExportArg>({
      query: (a) =>
        'token' in a
          ? { method: 'POST', path: 'open/oauth/export', payload: { open_id: a.openId, token: a.token } }
          : { method: 'POST', path: 'open/oauth/export', payload: { username: a.username, proof: a.proof }, app: a.app },
      transformResponse: toDataExport,
    }),
  }),
});

export const { useExportDataMutation } = dataExportApi;
