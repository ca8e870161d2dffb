// Deletion apply (SPEC §7): POST open/oauth/delete/apply; the client rejects anything but status 'ok'.
// No cache invalidation: the page leaves at once, and every opening asks the status afresh.
import { api } from '@uc/shared';

export interface ApplyDeletionArgs {
  mobile: string;
  real_name: string;
  card_number: string;
  token: string;
}

export interface ApplyDeletionResult {
  status: string;
  error_msg?: string;
}

export const applyDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyDeletion: build.mutation<ApplyDeletionResult, ApplyDeletionArgs>({
      query: (payload) => ({ method: 'POST', path: 'open/oauth/delete/apply', payload: { ...payload } }),
    }),
  }),
});

export const { useApplyDeletionMutation } = applyDeletionApi;
