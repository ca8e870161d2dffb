import { useSyncExternalStore } from 'react';

export type Orientation = 'portrait' | 'landscape';

/** SPEC §2: landscape when the window is wider than tall. */
export function currentOrientation(): Orientation {
  return window.innerWidth > window.innerHeight ? 'landscape' : 'portrait';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

export function useOrientation(): Orientation {
  return useSyncExternalStore(subscribe, currentOrientation, () => 'portrait');
}
