// The table's data: bind info and real-name status of the session's account, with the shared overlay on first load.
import { useMemo } from 'react';
import { isIOS, selectApp, selectUser, useAppSelector, useLoadingOverlay } from '@uc/shared';
import { useGetBindInfoQuery } from '../../api/get-bind-info';
import { useGetRealNameQuery } from '../../api/get-real-name';
import { displayedAccountRows } from './account-rows';
import { useRealNameFlow } from './use-real-name-flow';

export function useAccountBindings() {
  const user = useAppSelector(selectUser);
  const app = useAppSelector(selectApp);
  const bindInfo = useGetBindInfoQuery({ openId: user.openId, token: user.token });
  const realName = useGetRealNameQuery({ openId: user.openId, token: user.token, userId: user.userId });

  const verifyRealName = useRealNameFlow(() => void realName.refetch());

  const loading = bindInfo.isFetching && !bindInfo.data;
  useLoadingOverlay(loading);

  const rows = useMemo(
    () => (bindInfo.data ? displayedAccountRows(bindInfo.data, { loginTypes: app.loginTypes, ios: isIOS(app) }) : []),
    [bindInfo.data, app],
  );

  return {
    rows,
    loading,
    failed: bindInfo.isError && !bindInfo.isFetching && !bindInfo.data,
    error: bindInfo.error,
    retry: bindInfo.refetch,
    realName: realName.data,
    realNameFailed: realName.isError && !realName.isFetching,
    verifyRealName,
  };
}
