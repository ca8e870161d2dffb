// The phone number and e-mail a logged-in account can be verified with: bind info, else the session's mobile.
import { selectUser, useAppSelector, useLoadingOverlay } from '@uc/shared';
import { useGetBindInfoQuery } from '../../api/get-bind-info';

export interface BoundTargets {
  mobile: string;
  /** The bound mobile's country as bind info gives it ('' when it does not). */
  mobileCountry: string;
  mail: string;
  /** Still waiting for bind info with nothing to show yet. */
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/** `enabled: false` (a logged-out player) asks nothing and knows nothing bound. */
export function useBoundTargets(enabled = true): BoundTargets {
  const user = useAppSelector(selectUser);
  const info = useGetBindInfoQuery({ openId: user.openId, token: user.token }, { skip: !enabled });
  const loading = enabled && info.isFetching && !info.data;
  useLoadingOverlay(loading);
  return {
    mobile: !enabled ? '' : info.data?.mobile || (info.data ? '' : user.mobile),
    mobileCountry: info.data?.mobileCountry ?? '',
    mail: info.data?.mail ?? '',
    loading,
    failed: enabled && info.isError && !info.isFetching && !info.data,
    retry: () => void info.refetch(),
  };
}
