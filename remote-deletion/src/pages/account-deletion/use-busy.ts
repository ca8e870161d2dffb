// One request at a time with the shared overlay; the caller's values are never touched, so nothing typed is lost.
import { useCallback, useRef, useState } from 'react';
import { hideLoading, showLoading } from '@uc/shared';

export function useBusy(): { busy: boolean; run(work: () => Promise<void>): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    showLoading();
    try {
      await work();
    } finally {
      hideLoading();
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
