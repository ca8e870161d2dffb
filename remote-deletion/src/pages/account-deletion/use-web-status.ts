// The account's deletion status by proof (ARCHITECTURE.md §8 webAccount), asked on arrival and after each change; the
// wait (rest_time) counts down from the clock and ends as SPEC §4 says: rest_time 0 and allowedApply true.
import { useCallback, useEffect, useState } from 'react';
import { hasProviderExtension, type ProviderApp } from '@uc/shared';
import type { DeletionStatus } from '../../api/get-deletion-status';
import { useWebDeletionStatusMutation } from '../../api/web-deletion';
import { useCountdown } from '../delete-apply/use-countdown';
import { isProofRefused } from './flow-errors';

export interface WebStatus {
  status: DeletionStatus | null;
  failed: unknown;
  reload(): void;
  secondsLeft: number;
  waiting: boolean;
}

export function useWebStatus(app: ProviderApp, username: string, proof: string, onProofRefused: () => void): WebStatus {
  const [ask] = useWebDeletionStatusMutation();
  const [status, setStatus] = useState<DeletionStatus | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus(null);
    setFailed(null);
    ask({ app, username, proof })
      .unwrap()
      .then((answer) => live && setStatus(answer))
      .catch((e) => {
        if (!live) return;
        if (isProofRefused(e)) onProofRefused();
        else setFailed(e);
      });
    return () => {
      live = false;
    };
    // asked again only when the player acted (round): the same proof, account and app throughout
  }, [round]);
  const secondsLeft = useCountdown(status?.deadline ?? null);
  const over = status !== null && status.deadline !== null && secondsLeft === 0;
  useEffect(() => {
    if (over) setStatus((s) => (s ? { ...s, restTime: 0, deadline: null, allowedApply: true } : s));
  }, [over]);
  return {
    status,
    failed,
    reload: useCallback(() => setRound((n) => n + 1), []),
    secondsLeft,
    waiting: status !== null && status.deadline !== null && secondsLeft > 0,
  };
}

/** The deployment's provider offers a copy of the data (ARCHITECTURE.md §8 dataExport). */
export const offersDataExport = (): boolean => hasProviderExtension('dataExport');
