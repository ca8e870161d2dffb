// The code box needs a bound mobile: the session's, else the one bind info reports (home decides the same way).
import { selectUser, useAppSelector, useLoadingOverlay } from '@uc/shared';
import { useGetBoundMobileQuery } from '../../api/get-bound-mobile';

export function useBoundMobile() {
  const user = useAppSelector(selectUser);
  const sessionMobile = user.mobile.trim();
  const query = useGetBoundMobileQuery({ openId: user.openId, token: user.token }, { skip: Boolean(sessionMobile) });
  const checking = !sessionMobile && query.isFetching && query.data === undefined;
  useLoadingOverlay(checking);
  return {
    mobile: sessionMobile || query.data || '',
    checking,
    failed: !sessionMobile && query.isError && !query.isFetching && query.data === undefined,
    error: query.error,
    retry: query.refetch,
  };
}
