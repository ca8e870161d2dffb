// How the public page reads a refusal (ARCHITECTURE.md §8): 1401 a proof gone (a new code), 1429 too many tries (the
// provider's words), 1302 no such account; anything else in SPEC §8's words.
import { errorText } from '@uc/shared';

export const errorCode = (e: unknown): string => {
  const code = e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
};

export const isProofRefused = (e: unknown): boolean => errorCode(e) === '1401';

/** The message a form shows under what the player typed: ours for a known case, else the provider's or SPEC §8's. */
export function flowErrorText(e: unknown, own: Partial<Record<string, string>> = {}): string {
  return own[errorCode(e)] ?? errorText(e);
}
