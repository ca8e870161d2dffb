// How many calls of the one API client are waiting for their answer: the host's background preload of the remotes
// waits until a page the player opened has its data (host/src/federation/visit-gate.ts).
import type { AxiosInstance } from 'axios';

let inFlight = 0;
const waiters = new Set<() => void>();

function ended(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight) return;
  for (const wake of [...waiters]) wake();
  waiters.clear();
}

/** Counts the client's requests from send to answer or failure (a refused or cancelled one included). */
export function countRequestsInFlight(client: AxiosInstance): void {
  client.interceptors.request.use((config) => {
    inFlight += 1;
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      ended();
      return response;
    },
    (error: unknown) => {
      ended();
      return Promise.reject(error);
    },
  );
}

export function requestsInFlight(): number {
  return inFlight;
}

/** Resolves when no request of the counted client is waiting (at once when none is). */
export function whenNoRequestInFlight(): Promise<void> {
  return inFlight ? new Promise((resolve) => waiters.add(resolve)) : Promise.resolve();
}
