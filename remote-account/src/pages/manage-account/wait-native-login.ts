// Waiting for native's bindAccount answer (the provider's login sheet), with a way out: the player cancels, or the
// wait gives up. Either way a late answer is dropped, so it can never bind behind the player's back.
import { callNativeForResult } from '@uc/shared';
import type { ThirdPartyType } from '../../features/bindings/bind-types';

/** How long a provider login may take before the page stops waiting (typing a password, a second factor…). */
export const BIND_ANSWER_TIMEOUT_MS = 90_000;

export type NativeLoginOutcome =
  | { kind: 'answered'; answer: unknown }
  | { kind: 'cancelled' }
  | { kind: 'timeout' };

export interface NativeLoginWait {
  outcome: Promise<NativeLoginOutcome>;
  /** Ends the wait now (cancel button, back, leaving the page). */
  cancel(): void;
}

export function waitForNativeLogin(authType: ThirdPartyType): NativeLoginWait {
  let settle: (outcome: NativeLoginOutcome) => void = () => undefined;
  const outcome = new Promise<NativeLoginOutcome>((resolve) => {
    settle = resolve; // the first outcome wins; later ones are ignored by the promise itself
  });
  callNativeForResult('bindAccount', { authType }, BIND_ANSWER_TIMEOUT_MS).then(
    (answer) => settle({ kind: 'answered', answer }),
    () => settle({ kind: 'timeout' }),
  );
  return { outcome, cancel: () => settle({ kind: 'cancelled' }) };
}
