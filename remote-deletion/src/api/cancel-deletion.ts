// Deletion cancel (SPEC §7): POST open/oauth/delete/cancel {token} → canceled, error_msg.
// No cache invalidation: the page leaves at once, and every opening asks the status afresh.
import { api } from '@uc/shared';

export interface CancelDeletionResult {
  canceled: boolean;
  errorMsg: string;
}

interface RawCancelDeletion {
  canceled?: unknown;
  error_msg?: unknown;
  errorMsg?: unknown;
}

export function toCancelDeletionResult(raw: RawCancelDeletion): CancelDeletionResult {
  const message = raw?.error_msg ?? raw?.errorMsg;
  return {
    canceled: raw?.canceled === true || raw?.canceled === 'true',
    errorMsg: typeof message === 'string' ? message : '',
  };
}

export const cancelDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelDeletion: build.mutation<CancelDeletionResult, { token: string }>({
      query: ({ token }) => ({ method: 'POST', path: 'open/oauth/delete/cancel', payload: { token } }),
      transformResponse: (raw: RawCancelDeletion) => toCancelDeletionResult(raw),
    }),
  }),
});

export const { useCancelDeletionMutation } = cancelDeletionApi;
