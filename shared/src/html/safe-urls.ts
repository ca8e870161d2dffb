// URL rules for sanitized HTML: what a link may point to, what an image may load, what may open outside the app.
import { openUrlOutside } from '../bridge/open-url';

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_SCHEMES = new Set(['http:', 'https:']);

// Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"), so drop them before reading it.
function compact(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it drops
  return raw.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
}

function schemeOf(raw: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact(raw));
  return match ? `${match[1].toLowerCase()}:` : null;
}

/** A link target: http(s)/mailto/tel, or a relative reference (resolved against the user center itself). */
export function isAllowedHref(raw: string): boolean {
  const scheme = schemeOf(raw);
  return scheme === null ? !compact(raw).startsWith('\\') : LINK_SCHEMES.has(scheme);
}

/** An image source: http(s) or relative only; never data:, blob:, javascript: or anything else. */
export function isAllowedImageSrc(raw: string): boolean {
  const scheme = schemeOf(raw);
  return scheme === null ? compact(raw) !== '' && !compact(raw).startsWith('\\') : WEB_SCHEMES.has(scheme);
}

/**
 * The absolute https URL an http(s) link points to, or null when it is anything else (relative, mailto, javascript:…).
 * An http: link is upgraded: a page opened in cleartext could be changed on the way. An address with credentials
 * ("https://game.example@evil.example") is refused: it reads as one site and leads to another.
 */
export function externalWebUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  const scheme = schemeOf(trimmed);
  if (scheme === null || !WEB_SCHEMES.has(scheme)) return null;
  try {
    const url = new URL(trimmed);
    if (!WEB_SCHEMES.has(url.protocol) || url.username || url.password) return null;
    url.protocol = 'https:';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Opens an http(s) URL (as https) outside the user center: the bridge's openUrl, else its address to copy, else (a plain
 * browser) this tab after a dialog; see bridge/open-url.ts. Returns false (and opens nothing) for any other URL.
 */
export function openExternalUrl(raw: string | null | undefined): boolean {
  const url = externalWebUrl(raw);
  if (!url) return false;
  openUrlOutside(url);
  return true;
}
