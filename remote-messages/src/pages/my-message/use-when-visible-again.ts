// Calls back when the page becomes visible again after being hidden (the webview behind the game, another app, a
// locked screen); never on hiding, never on the first render.
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useWhenVisibleAgain(onVisible: () => void): void {
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    let wasHidden = document.visibilityState === 'hidden';
    const onChange = () => {
      const hidden = document.visibilityState === 'hidden';
      if (wasHidden && !hidden) callback.current();
      wasHidden = hidden;
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
