// The session's inbox: the list query, with the shared overlay while the first load runs.
import { useMemo } from 'react';
import { selectUser, useAppSelector, useLoadingOverlay } from '@uc/shared';
import { useGetMessagesQuery, type MessagesArg } from '../../api/get-messages';

export function useInbox() {
  const user = useAppSelector(selectUser);
  const arg: MessagesArg = useMemo(
    () => ({ token: user.token, userId: user.userId, mobile: user.mobile, openId: user.openId }),
    [user.token, user.userId, user.mobile, user.openId],
  );
  const query = useGetMessagesQuery(arg);
  const loading = query.isFetching && !query.data;
  useLoadingOverlay(loading);

  return {
    arg,
    messages: query.data,
    loading,
    failed: query.isError && !query.isFetching && !query.data,
    retry: query.refetch,
  };
}
