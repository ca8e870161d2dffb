// Phone numbers and e-mail addresses never stand in a URL (security-2 N4): they would stay in the webview's history
// for the next person on the device. The query names that once carried them are dropped wherever a route is read,
// also from a route nested in `toPath`; the flows carry them in history state instead.

/** The query names that carried a phone number, an e-mail or an account name (SPEC §2 verifyaccount, setpassword). */
export const URL_IDENTIFIERS: readonly string[] = Object.freeze(['mobile', 'mail', 'account']);

// A route nested in a query parameter (verifyaccount's next step): cleaned too. Each level is shorter than the one that
// holds it, so the recursion ends.
const NESTED_ROUTE = 'topath';

function decodedName(part: string): string {
  const raw = part.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function decodedValue(part: string): string | null {
  const eq = part.indexOf('=');
  try {
    return eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function cleanSearch(search: string): string {
  const parts = search.replace(/^\?/, '').split('&');
  let changed = false;
  const kept: string[] = [];
  for (const part of parts) {
    const name = decodedName(part);
    if (URL_IDENTIFIERS.includes(name)) {
      changed = true;
      continue;
    }
    const value = name === NESTED_ROUTE ? decodedValue(part) : null;
    const clean = value === null ? null : cleanRoute(value);
    if (clean === null || clean === value) {
      kept.push(part); // untouched parts keep their own encoding
      continue;
    }
    changed = true;
    kept.push(`${part.split('=', 1)[0]}=${encodeURIComponent(clean)}`); // as the app encodes: never '+'
  }
  if (!changed) return search;
  const query = kept.filter((p) => p !== '').join('&');
  return query ? `?${query}` : '';
}

function cleanRoute(route: string): string {
  const q = route.indexOf('?');
  return q < 0 ? route : route.slice(0, q) + cleanSearch(route.slice(q));
}

/** `route` ('/path?query') without any phone number, e-mail or account name in its query (nor in its toPath). */
export function routeWithoutIdentifiers(route: string): string {
  return cleanRoute(route);
}

/** Whether a route's query names a phone number, an e-mail or an account (which the page then ignores). */
export function hasUrlIdentifiers(route: string): boolean {
  return routeWithoutIdentifiers(route) !== route;
}
