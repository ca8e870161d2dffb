// The deletion status of the logged-in player, with the wait countdown folded in (SPEC §4).
import { useEffect } from 'react';
import { useAppDispatch } from '@uc/shared';
import { markDeletionWaitOver, useGetDeletionStatusQuery } from '../../api/get-deletion-status';
import { useCountdown } from './use-countdown';

export function useDeletionStatus(token: string) {
  const dispatch = useAppDispatch();
  // Always asked afresh on opening: the status may have changed since the last visit.
  const query = useGetDeletionStatusQuery({ token }, { skip: !token, refetchOnMountOrArgChange: true });
  const deadline = query.data?.deadline ?? null;
  const secondsLeft = useCountdown(deadline);
  const waitOver = deadline !== null && secondsLeft === 0;

  useEffect(() => {
    if (waitOver) dispatch(markDeletionWaitOver(token));
  }, [waitOver, token, dispatch]);

  return { ...query, secondsLeft, waiting: deadline !== null && secondsLeft > 0 };
}
