// Native's identity verification ('real') runs over the page; when it returns, the real-name line is asked again
// (issue 16 point 5). The bridge contract gives `real` no payload and no answer, so "returns" is the web view coming
// back after native's screen covered it: shown again (visibilitychange) or focused again (focus), whichever comes.
import { useCallback, useEffect, useRef } from 'react';
import { callNative } from '@uc/shared';

export function useRealNameFlow(refresh: () => void): () => void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const stopWatching = useRef<() => void>(() => undefined);

  useEffect(() => () => stopWatching.current(), []);

  return useCallback(() => {
    stopWatching.current();
    const back = () => {
      if (document.visibilityState === 'hidden') return; // still covered
      stopWatching.current();
      latest.current();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    stopWatching.current = () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      stopWatching.current = () => undefined;
    };
    callNative('real');
  }, []);
}
