// Logins delivered by native since this page loaded: the client entry page waits for one before routing.
import { useSyncExternalStore } from 'react';

let logins = 0;
const listeners = new Set<() => void>();

export function notifyClientLogin(): void {
  logins += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many valid logins arrived so far (0 = still waiting for ucOnLogin). */
export function useClientLoginCount(): number {
  return useSyncExternalStore(subscribe, () => logins, () => logins);
}

/** Test helper: back to "no login yet". */
export function resetClientLogins(): void {
  logins = 0;
}
