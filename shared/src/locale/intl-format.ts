// Dates and durations in the page's text language, through Intl with the text language's tag (intl-tag.ts); numbers
// are format-number.ts's.
import { intlTagOf } from './intl-tag';

// The server's times ("2027-01-28 23:59:59", SPEC §3) name no time zone: they are shown as written, never shifted.
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A server date-time in the language's own form, with its `<time dateTime>` value; null when it is no such time. */
export function formatWallClock(text: string, language: string): { text: string; dateTime: string } | null {
  const m = WALL_CLOCK.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s = '00'] = m.slice(1).map((p) => (p === undefined ? undefined : Number(p)));
  const at = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s as number));
  // Date.UTC rolls 2027-02-30 over into March: only a real calendar time counts.
  if (at.getUTCMonth() !== mo! - 1 || at.getUTCDate() !== d || at.getUTCHours() !== h || at.getUTCMinutes() !== mi) return null;
  const shown = new Intl.DateTimeFormat(intlTagOf(language), {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC',
  }).format(at);
  return { text: shown, dateTime: text.trim().replace(' ', 'T') };
}

/** A moment (epoch ms: a link's expiry) in the device's time zone, in the language's own date and time form. */
export function formatInstant(epochMs: number, language: string, timeZone?: string): string {
  // explicit fields, not dateStyle: Chrome before 76 ignores dateStyle
  return new Intl.DateTimeFormat(intlTagOf(language), {
    year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone,
  }).format(new Date(epochMs));
}

function unitFormat(tag: string, unit: 'hour' | 'minute' | 'second'): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' });
  } catch {
    return null; // Chrome < 77, Safari < 14.1: no unit formats
  }
}

/**
 * A wait of `totalSeconds` in words ("1 hour, 2 minutes, 3 seconds"; Arabic's dual and Russian's few/many from CLDR),
 * units at 0 left out; where the browser has no unit formats, h:mm:ss in the language's digits.
 */
export function formatDuration(totalSeconds: number, language: string): string {
  const tag = intlTagOf(language);
  const all = Math.max(0, Math.floor(totalSeconds));
  const parts = [['hour', Math.floor(all / 3600)], ['minute', Math.floor((all % 3600) / 60)], ['second', all % 60]] as const;
  const formats = parts.map(([unit]) => unitFormat(tag, unit));
  const List = (Intl as { ListFormat?: new (tag: string, o: object) => { format(items: string[]): string } }).ListFormat;
  if (formats.every(Boolean) && List) {
    const shown = parts.map(([, n], i) => (n ? formats[i]!.format(n) : '')).filter(Boolean);
    return new List(tag, { type: 'unit', style: 'long' }).format(shown.length ? shown : [formats[2]!.format(0)]);
  }
  const two = new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 });
  return `${new Intl.NumberFormat(tag).format(parts[0][1])}:${two.format(parts[1][1])}:${two.format(parts[2][1])}`;
}
