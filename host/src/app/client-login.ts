// Whether native has answered `init` since this page loaded: a login, a logged-out player's payload, or silence for
// NO_ANSWER_MS (an SDK with nobody logged in may send nothing). The client entry page waits for this before routing.
import { useSyncExternalStore } from 'react';

/** How long after `init` the page waits for ucOnLogin before treating the player as logged out. */
export const NO_ANSWER_MS = 3000;

let arrived = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Native answered (logged in or logged out), or waiting is over. */
export function notifyClientArrival(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (arrived) return;
  arrived = true;
  listeners.forEach((listener) => listener());
}

/** Called right after `init` is sent: with no answer within NO_ANSWER_MS the player counts as logged out. */
export function startNoAnswerTimer(ms = NO_ANSWER_MS): void {
  if (arrived || timer !== undefined) return;
  timer = setTimeout(notifyClientArrival, ms);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** false while /index still waits for native's first answer. */
export function useClientArrived(): boolean {
  return useSyncExternalStore(subscribe, () => arrived, () => arrived);
}

/** Test helper: back to "nothing arrived yet". */
export function resetClientArrival(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  arrived = false;
}
