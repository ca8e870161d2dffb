// SPEC §4 Client entry: where /index?page=… leads once native has delivered the login.
import { safeRoutePath } from '@uc/shared';

export interface ClientEntryTarget {
  /** Path plus query to replace /index with. */
  to: string;
  /** page=home (or none): the player came to the home screen, not to a single client page. */
  home: boolean;
  /** The page parameter named no known route: home instead, with a toast. */
  refused: boolean;
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
  if (!page || page.toLowerCase() === 'home') return { to: withQuery('/', rest), home: true, refused: false };
  // SPEC's spellings in any case (`page=userPrivacy`), like every other route.
  const legal = page.toLowerCase();
  if (LEGAL_PAGES.includes(legal)) return { to: withQuery(`/v2/${legal}`, rest), home: false, refused: false };
  // Only a known route may be opened from outside: no scheme, no '//', no back to /index itself.
  const safe = safeRoutePath(page.startsWith('/') ? page : `/${page}`);
  if (!safe || safe === '/index' || safe.startsWith('/index?')) return { to: withQuery('/', rest), home: true, refused: true };
  return { to: withQuery(safe, rest), home: false, refused: false };
}
