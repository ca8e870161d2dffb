// Seconds left until a deadline, recomputed from the clock on every tick: timers are throttled or frozen
// while the game sits in the background, so counting ticks would drift; reading Date.now() never does.
import { useEffect, useState } from 'react';

export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Remaining whole seconds until `deadline` (epoch ms); 0 when null or past. Stops and cleans up by itself. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const refresh = () => setNow(Date.now());
    refresh();
    if (deadline === null || deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      refresh();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    // Coming back to the foreground shows the right value at once, not one tick later.
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [deadline]);

  return secondsUntil(deadline, now);
}
