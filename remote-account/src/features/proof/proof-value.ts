// A proof (ARCHITECTURE.md §8): the opaque string a checked code yields, at most 256 characters. Whatever arrives is
// read through here (an answer, a history entry's state), so anything else is no proof at all.
import { hasProviderExtension } from '@uc/shared';

export const PROOF_MAX_CHARS = 256;

/** The proof in `value`, or '' when it is not one. */
export function proofOf(value: unknown): string {
  return typeof value === 'string' && value.length > 0 && value.length <= PROOF_MAX_CHARS ? value : '';
}

/** The deployment's provider speaks §8 "proof": account changes carry a proof, forgot password goes by username. */
export function proofMode(): boolean {
  return hasProviderExtension('proof');
}
