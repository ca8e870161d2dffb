// A code check answers `result` as a boolean; anything but a true value is a wrong code (SPEC §5 code check). With
// ARCHITECTURE.md §8 "proof" a true result also carries the proof the account change needs.
import { proofOf } from '../features/proof/proof-value';

const TRUE_VALUES: readonly unknown[] = [true, 'true', 1, '1'];

export function codeResultOf(raw: unknown): boolean {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return TRUE_VALUES.includes(r.result);
}

export interface CodeCheck {
  ok: boolean;
  /** The §8 proof of a right code ('' when the provider sent none or the code was wrong). */
  proof: string;
}

export function codeCheckOf(raw: unknown): CodeCheck {
  const ok = codeResultOf(raw);
  return { ok, proof: ok ? proofOf((raw as { proof?: unknown }).proof) : '' };
}
