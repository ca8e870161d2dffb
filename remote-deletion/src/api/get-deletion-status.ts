// Deletion status (SPEC §3, §7): POST open/oauth/delete/detail {token} → appling, allowedApply, rest_time.
import { api } from '@uc/shared';

export interface DeletionStatus {
  /** A deletion request is pending (the provider's spelling). */
  appling: boolean;
  allowedApply: boolean;
  /** Seconds until a new request is allowed; 0 when absent. */
  restTime: number;
  /** Epoch ms when the wait ends, fixed when the answer arrives; null when there is no wait. */
  deadline: number | null;
}

interface RawDeletionStatus {
  appling?: unknown;
  allowedApply?: unknown;
  rest_time?: unknown;
}

const isTrue = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === '1';

function toSeconds(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0;
}

// The deadline is taken from the clock now, so a countdown stays right after time spent in the background.
export function toDeletionStatus(raw: RawDeletionStatus, now: number = Date.now()): DeletionStatus {
  const restTime = toSeconds(raw?.rest_time);
  return {
    appling: isTrue(raw?.appling),
    allowedApply: isTrue(raw?.allowedApply),
    restTime,
    deadline: restTime > 0 ? now + restTime * 1000 : null,
  };
}

export const deletionStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeletionStatus: build.query<DeletionStatus, { token: string }>({
      query: ({ token }) => ({ method: 'POST', path: 'open/oauth/delete/detail', payload: { token } }),
      transformResponse: (raw: RawDeletionStatus) => toDeletionStatus(raw),
      providesTags: ['DeletionStatus'],
    }),
  }),
});

export const { useGetDeletionStatusQuery } = deletionStatusApi;

/** SPEC §4: when the wait ends, rest_time becomes 0 and a new request is allowed — without a reload. */
export const markDeletionWaitOver = (token: string) =>
  deletionStatusApi.util.updateQueryData('getDeletionStatus', { token }, (draft) => {
    draft.restTime = 0;
    draft.deadline = null;
    draft.allowedApply = true;
  });
