// The session's inbox: the list query, with the shared overlay while the first load runs. The list is asked again
// whenever the player comes back to it (a message may have been read or sent elsewhere meanwhile) and on a refresh.
import { useCallback, useState } from 'react';
import { showError, useLoadingOverlay } from '@uc/shared';
import { useGetMessagesQuery } from '../../api/get-messages';
import { useInboxArg } from '../../features/inbox/use-inbox-arg';
import { useWhenVisibleAgain } from './use-when-visible-again';

export function useInbox() {
  const arg = useInboxArg();
  // Back on the page: the cached list shows at once (with what was read here), the server's answer follows.
  const query = useGetMessagesQuery(arg, { refetchOnMountOrArgChange: true });
  const loading = query.isFetching && !query.data;
  useLoadingOverlay(loading);
  // The player asked (pull or button): the indicator shows while that fetch runs; quiet refetches show nothing.
  const [asked, setAsked] = useState(false);

  const { refetch } = query;
  const refresh = useCallback(() => {
    setAsked(true);
    refetch().unwrap().catch(showError); // the messages already shown stay
  }, [refetch]);
  // The game was in the foreground: back in the user center, the inbox asks again quietly.
  useWhenVisibleAgain(
    useCallback(() => {
      setAsked(false);
      void refetch();
    }, [refetch]),
  );

  return {
    arg,
    messages: query.data,
    loading,
    refreshing: asked && query.isFetching,
    refresh,
    failed: query.isError && !query.isFetching && !query.data,
    error: query.error,
    retry: query.refetch,
  };
}
