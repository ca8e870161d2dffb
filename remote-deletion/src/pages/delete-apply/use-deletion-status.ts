// The deletion status of the logged-in player, with the wait countdown folded in (SPEC §4).
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '@uc/shared';
import { markDeletionWaitOver, useGetDeletionStatusQuery } from '../../api/get-deletion-status';
import { useCountdown } from './use-countdown';

export function useDeletionStatus(token: string) {
  const dispatch = useAppDispatch();
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  // Always asked afresh on opening: the status may have changed since the last visit.
  const query = useGetDeletionStatusQuery({ token }, { skip: !token, refetchOnMountOrArgChange: true });
  // A cached answer from an earlier visit is never acted on: the button waits for this visit's answer.
  const fresh = query.fulfilledTimeStamp !== undefined && query.fulfilledTimeStamp >= openedAt;
  const status = fresh ? query.data : undefined;
  const deadline = status?.deadline ?? null;
  const secondsLeft = useCountdown(deadline);
  const waitOver = deadline !== null && secondsLeft === 0;

  useEffect(() => {
    if (waitOver) dispatch(markDeletionWaitOver(token));
  }, [waitOver, token, dispatch]);

  const { refetch } = query;
  // After the player's own apply or activation: forget the answer on screen (its button too) until the new one comes.
  const reload = useCallback(() => {
    setOpenedAt(Date.now());
    void refetch();
  }, [refetch]);

  return {
    status,
    reload,
    failed: query.isError && !fresh,
    loading: !fresh && !query.isError,
    error: query.error,
    refetch: query.refetch,
    secondsLeft,
    waiting: deadline !== null && secondsLeft > 0,
  };
}
