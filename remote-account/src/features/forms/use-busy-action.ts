// One submit at a time, with the shared overlay while it runs; a failure is toasted (only while the player is still on
// the page) and the button is usable again. The form's values live in the page's state and are never cleared here, so
// nothing typed is lost on a failure.
import { useCallback, useRef, useState } from 'react';
import { errorText, hideLoading, showLoading, usePageScope } from '@uc/shared';

export interface BusyAction {
  busy: boolean;
  /** Runs `work` unless a run is under way. `onError` may take over a failure (return true: already handled). */
  run(work: () => Promise<void>, onError?: (e: unknown) => boolean): Promise<void>;
}

export function useBusyAction(): BusyAction {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const scope = usePageScope();
  const run = useCallback(async (work: () => Promise<void>, onError?: (e: unknown) => boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    showLoading();
    try {
      await work();
    } catch (e) {
      if (!onError?.(e)) scope.toast(errorText(e));
    } finally {
      hideLoading();
      running.current = false;
      setBusy(false);
    }
  }, [scope]);
  return { busy, run };
}
