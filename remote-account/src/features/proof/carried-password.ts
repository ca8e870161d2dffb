// The new password a player had typed when the provider refused the proof (1401): kept in memory only, for the trip
// back to get a new code and forward again, so nothing typed is lost. Never storage; gone once the form took it, or
// after the 10 minutes a proof lives.
import type { ProofFlow } from './proof-flows';

export const CARRIED_PASSWORD_MS = 10 * 60_000;

let carried: { flow: ProofFlow; password: string; at: number } | null = null;

export function carryPassword(flow: ProofFlow, password: string): void {
  carried = { flow, password, at: Date.now() };
}

/** The password carried for this flow ('' when none, or when it is older than a proof lives). */
export function carriedPassword(flow: ProofFlow): string {
  if (carried && Date.now() - carried.at > CARRIED_PASSWORD_MS) carried = null;
  return carried?.flow === flow ? carried.password : '';
}

export function dropCarriedPassword(): void {
  carried = null;
}
