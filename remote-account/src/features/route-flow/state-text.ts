// A history entry's state is read as untrusted input: only the expected strings, cut to their limits; anything else is
// nothing.

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const stateText = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');
