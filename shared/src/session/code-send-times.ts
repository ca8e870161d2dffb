// SPEC §4: the 60 s code cooldown is per value and purpose and must survive a page change or reload.
import { CODE_SEND_STORAGE_KEY } from './forget-code-sends';

export const CODE_COOLDOWN_MS = 60_000;

type SendTimes = Record<string, number>;

function read(): SendTimes {
  try {
    const text = sessionStorage.getItem(CODE_SEND_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: SendTimes = Object.create(null);
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
    return out;
  } catch {
    return {};
  }
}

const keyOf = (value: string, purpose: string) => `${purpose}|${value}`;

/** When a code was last sent for this value and purpose (ms epoch), or undefined. */
export function lastSendAt(value: string, purpose: string): number | undefined {
  return read()[keyOf(value, purpose)];
}

export function recordSend(value: string, purpose: string, at: number = Date.now()): void {
  const times = read();
  // Drop entries whose cooldown is long over, so the map stays small.
  for (const k of Object.keys(times)) if (at - times[k] > CODE_COOLDOWN_MS * 10) delete times[k];
  times[keyOf(value, purpose)] = at;
  try {
    sessionStorage.setItem(CODE_SEND_STORAGE_KEY, JSON.stringify({ ...times }));
  } catch {
    // Without storage the cooldown still holds for this page's lifetime via the button's own state.
  }
}

/** Seconds of cooldown left for this value and purpose (0 when a new send is allowed). */
export function cooldownLeft(value: string, purpose: string, now: number = Date.now()): number {
  const at = lastSendAt(value, purpose);
  if (at === undefined) return 0;
  const left = CODE_COOLDOWN_MS - (now - at);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
