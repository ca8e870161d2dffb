// The session's inbox: the list query, with the shared overlay while the first load runs.
import { useLoadingOverlay } from '@uc/shared';
import { useGetMessagesQuery } from '../../api/get-messages';
import { useInboxArg } from '../../features/inbox/use-inbox-arg';

export function useInbox() {
  const arg = useInboxArg();
  const query = useGetMessagesQuery(arg);
  const loading = query.isFetching && !query.data;
  useLoadingOverlay(loading);

  return {
    arg,
    messages: query.data,
    loading,
    failed: query.isError && !query.isFetching && !query.data,
    error: query.error,
    retry: query.refetch,
  };
}
