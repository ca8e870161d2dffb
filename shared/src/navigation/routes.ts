// SPEC §2 routes, and #/accountdeletion (ARCHITECTURE.md §8 webAccount): the only paths a query parameter (?page=,
// toPath=) may send the user to.
import { getAppConfig } from '../config/app-config';

export const ROUTE_PATHS: readonly string[] = Object.freeze([
  '/', '/manageaccount', '/verifyphone', '/verifymail', '/modifymail', '/strongbindingmail', '/modifyphone',
  '/bindPhone', '/bindmail', '/customerservice', '/changepassword', '/completionprompt', '/mymessage',
  '/messageContent', '/useragreement', '/useragreementIf', '/v2/useragreement', '/userprivacy', '/userprivacyIf',
  '/v2/userprivacy', '/codebox', '/forgotpassword', '/verifyaccount', '/setpassword', '/taskCenter',
  '/balanceRecords', '/faq', '/faqDetails', '/putQuestion', '/deleteapply', '/deleteagreement', '/index',
  '/accountdeletion',
]);

export function ticketRoutePath(): string {
  return `/${getAppConfig().ticketProvider}Ticket`;
}

export function isKnownRoute(path: string): boolean {
  return ROUTE_PATHS.includes(path) || path === ticketRoutePath();
}

const MAX_ROUTE = 2048;
// Path part: plain segment characters only; no scheme, no backslash, no percent left after decoding.
const SAFE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/;

/** The route table's spelling of a path matched case-insensitively ('/bindMail' → '/bindmail'), else null. */
export function canonicalRoutePath(path: string): string | null {
  if (isKnownRoute(path)) return path;
  // ASCII only: toLowerCase() folds some other letters to ASCII ('\u212A' Kelvin sign → 'k').
  if (!SAFE_PATH.test(path)) return null;
  // Links from outside use SPEC's prose spellings; no two routes differ by case only, so this is never ambiguous.
  const lower = path.toLowerCase();
  return [...ROUTE_PATHS, ticketRoutePath()].find((p) => p.toLowerCase() === lower) ?? null;
}

function decodeFully(raw: string): string | null {
  let s = raw;
  // Decode until stable: '%252F%252F' must not survive as '//' one step later.
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(s);
    } catch {
      return null;
    }
    if (next === s) return s;
    s = next;
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\#]/;

/** A query-parameter route made safe: '/known-route' (in the route table's spelling, any case accepted) plus an optional '?query', else null. */
export function safeRoutePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_ROUTE) return null;
  const text = raw.replace(/^ +| +$/g, ''); // spaces only: control characters are refused below
  const qi = text.indexOf('?');
  // Only the path is decoded for the check; the query stays as given so its own encoding is kept.
  let path = decodeFully(qi >= 0 ? text.slice(0, qi) : text);
  let query = qi >= 0 ? text.slice(qi) : '';
  if (path === null) return null;
  const inner = path.indexOf('?');
  if (inner >= 0) {
    if (query) return null;
    query = path.slice(inner);
    path = path.slice(0, inner);
  }
  if (UNSAFE_CHARS.test(path) || UNSAFE_CHARS.test(query)) return null;
  const known = SAFE_PATH.test(path) ? canonicalRoutePath(path) : null;
  return known === null ? null : known + query;
}
