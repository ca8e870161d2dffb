import { useEffect, useMemo, useState } from 'react';
import { CODE_COOLDOWN_MS, lastSendAt } from '../../session/code-send-times';

function deadlineFor(value: string, purpose: string): number {
  if (!value) return 0;
  const last = lastSendAt(value, purpose);
  return typeof last === 'number' && last > 0 ? last + CODE_COOLDOWN_MS : 0;
}

/**
 * Milliseconds left before another code may be sent for value+purpose, read from the stored send time.
 * Worked out from the deadline and the clock on every tick, so it is right after the app was in the background.
 */
export function useCodeCooldown(value: string, purpose: string): { remainingMs: number; refresh: () => void } {
  const [version, setVersion] = useState(0);
  const [, setTick] = useState(0);
  const deadline = useMemo(() => deadlineFor(value, purpose), [value, purpose, version]);
  const remainingMs = Math.max(0, deadline - Date.now());

  useEffect(() => {
    if (remainingMs <= 0) return undefined;
    // Wake on the next whole-second boundary of the deadline, so the label changes exactly once a second.
    const timer = setTimeout(() => setTick((n) => n + 1), remainingMs % 1000 || 1000);
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    const onVisible = () => setTick((n) => n + 1);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return { remainingMs, refresh: () => setVersion((n) => n + 1) };
}
