// Provider fields read defensively: ids may be numbers, a refusal may come as status 'ok' with result false.

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function recordOf(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/** result false / 'false' / 0 / '0' means the provider refused although status was 'ok'. */
export function isRefused(raw: unknown): boolean {
  const r = recordOf(raw).result;
  return r === false || r === 'false' || r === 0 || r === '0';
}

export function errorMsgOf(raw: unknown): string {
  const r = recordOf(raw);
  return typeof r.error_msg === 'string' ? r.error_msg : typeof r.errorMsg === 'string' ? r.errorMsg : '';
}

/** A whole number ≥ 0 from a number or numeric string, else the fallback. */
export function countOf(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}
