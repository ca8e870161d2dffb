// A code check answers `result` as a boolean; anything but a true value is a wrong code (SPEC §5 code check).
const TRUE_VALUES: readonly unknown[] = [true, 'true', 1, '1'];

export function codeResultOf(raw: unknown): boolean {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return TRUE_VALUES.includes(r.result);
}
