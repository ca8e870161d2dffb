// Forget lookup (SPEC §7): GET open/oauth/forget with username → Mobile, Account (the ways to verify the account).
import { api } from '@uc/shared';

export interface ForgetLookup {
  /** The bound mobile, '' when none. */
  mobile: string;
  /** The bound e-mail ('Account' in the response), '' when none. */
  mail: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function toForgetLookup(raw: unknown): ForgetLookup {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { mobile: text(r.Mobile), mail: text(r.Account) };
}

export const forgetLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgetLookup: build.mutation<ForgetLookup, { username: string }>({
      query: ({ username }) => ({ method: 'GET', path: 'open/oauth/forget', payload: { username } }),
      transformResponse: toForgetLookup,
    }),
  }),
});

export const { useForgetLookupMutation } = forgetLookupApi;
