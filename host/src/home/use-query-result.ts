// Home's provider calls through RTK Query's core (initiate, select): its React layer is not on home's path, it comes
// with the first page that uses it (@uc/shared api-hooks-slot.ts). What home reads of a query, as useQuery gives it.
import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector, type RootState } from '@uc/shared';

export interface QueryResult<R> {
  data?: R;
  error?: unknown;
  /** No answer yet and none before (a call that is not skipped counts from the first render, as with useQuery). */
  isLoading: boolean;
}

interface QueryEndpoint<A, R> {
  initiate(arg: A): unknown;
  select(arg: A | typeof skipToken): (state: RootState) => { data?: R; error?: unknown; isLoading: boolean; isUninitialized: boolean };
}

/** Subscribes to `endpoint` with `arg` while the component is mounted (none with skipToken); its cached result. */
export function useQueryResult<A, R>(endpoint: QueryEndpoint<A, R>, arg: A | typeof skipToken): QueryResult<R> {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (arg === skipToken) return undefined;
    const subscription = dispatch(endpoint.initiate(arg) as Parameters<typeof dispatch>[0]) as unknown as { unsubscribe(): void };
    return () => subscription.unsubscribe();
  }, [dispatch, endpoint, arg]);
  const select = useMemo(() => endpoint.select(arg), [endpoint, arg]);
  const state = useAppSelector(select);
  return { data: state.data, error: state.error, isLoading: state.isLoading || (arg !== skipToken && state.isUninitialized) };
}
