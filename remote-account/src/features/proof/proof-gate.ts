// A password page in ARCHITECTURE.md §8 "proof" mode: the proof its history entry carries, where to get one when it
// carries none, and the way back for a new code when the provider refuses it (1401) with what was typed kept.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageScope } from '@uc/shared';
import { flowPaths, historyIndex } from '../route-flow/route-flow';
import { carryPassword } from './carried-password';
import type { ProofFlow } from './proof-flows';
import { readCarriedProof, type CarriedProof } from './proof-state';

/** The verification that yields the proof a page needs: forgot password starts over (its draft keeps the account). */
export function verificationFor(flow: ProofFlow, here: string, title: string): string {
  return flow === 'forgotPassword' ? '/forgotpassword' : flowPaths.changePasswordVerification(title, here);
}

/** The proof this history entry carries (null when opened without one). */
export function useCarriedProof(): CarriedProof | null {
  return readCarriedProof(useLocation().state);
}

/**
 * After a 1401: the typed password is kept (in memory) and the player goes back to the verification step this entry
 * came from, or to the flow's verification when there is no history behind (opened straight from the client).
 */
export function useBackForNewCode(flow: ProofFlow, title: string): (password: string) => void {
  const { navigate } = usePageScope();
  const { pathname, search } = useLocation();
  return useCallback(
    (password: string) => {
      carryPassword(flow, password);
      if (historyIndex() === 0) navigate(verificationFor(flow, pathname + search, title), { replace: true });
      else navigate(-1);
    },
    [flow, title, navigate, pathname, search],
  );
}
