// SPEC §4 Client entry: where /index?page=… leads once native has delivered the login.
import { safeRoutePath } from '@uc/shared';

export interface ClientEntryTarget {
  /** Path plus query to replace /index with. */
  to: string;
  /** page=home (or none): the player came to the home screen, not to a single client page. */
  home: boolean;
  /** The page parameter named no route: the 404 page, as any unknown route shows (SPEC §4 "that route"). */
  notFound: boolean;
}

/** Where a page value that is not a plain route name leads: no route has this path, so it is the 404 page. */
export const NOT_FOUND_PATH = '/pagelost';

// A plain name ('nope', '/nosuchpage') keeps its own path, as SPEC's "that route"; anything else (a scheme, '//',
// dots, encodings, /index itself) never reaches the address bar.
function notFoundPath(page: string): string {
  const name = page.replace(/^\//, '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(name) && name.toLowerCase() !== 'index' ? `/${name}` : NOT_FOUND_PATH;
}

const LEGAL_PAGES = ['userprivacy', 'useragreement'];

function withQuery(path: string, rest: URLSearchParams): string {
  const extra = rest.toString();
  if (!extra) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}

export function clientEntryTarget(search: URLSearchParams): ClientEntryTarget {
  const page = (search.get('page') ?? '').trim();
  const rest = new URLSearchParams(search);
  rest.delete('page');
  if (!page || page.toLowerCase() === 'home') return { to: withQuery('/', rest), home: true, notFound: false };
  // SPEC's spellings in any case (`page=userPrivacy`), like every other route.
  const legal = page.toLowerCase();
  if (LEGAL_PAGES.includes(legal)) return { to: withQuery(`/v2/${legal}`, rest), home: false, notFound: false };
  // Only a known route may be opened from outside: no scheme, no '//', no back to /index itself.
  const safe = safeRoutePath(page.startsWith('/') ? page : `/${page}`);
  if (!safe || safe === '/index' || safe.startsWith('/index?')) return { to: notFoundPath(page), home: false, notFound: true };
  return { to: withQuery(safe, rest), home: false, notFound: false };
}
