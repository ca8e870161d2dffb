// The phone number and e-mail a logged-in account can be verified with: bind info, else the session's mobile.
import { selectUser, useAppSelector, useLoadingOverlay } from '@uc/shared';
import { useGetBindInfoQuery } from '../../api/get-bind-info';

export interface BoundTargets {
  mobile: string;
  mail: string;
  /** Still waiting for bind info with nothing to show yet. */
  loading: boolean;
  failed: boolean;
  retry(): void;
}

export function useBoundTargets(): BoundTargets {
  const user = useAppSelector(selectUser);
  const info = useGetBindInfoQuery({ openId: user.openId, token: user.token });
  const loading = info.isFetching && !info.data;
  useLoadingOverlay(loading);
  return {
    mobile: info.data?.mobile || (info.data ? '' : user.mobile),
    mail: info.data?.mail ?? '',
    loading,
    failed: info.isError && !info.isFetching && !info.data,
    retry: () => void info.refetch(),
  };
}
