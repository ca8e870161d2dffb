// ARCHITECTURE.md §8's error numbers: 1401 = the proof is missing, wrong, expired or spent (the player needs a new
// code); 1429 = too many attempts (the page shows the provider's message and keeps the form, as any failure).
export const PROOF_REFUSED = '1401';

/** Whether a failed call (an ApiError or RTK's error value) is the provider refusing the proof. */
export function isProofRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PROOF_REFUSED;
}
