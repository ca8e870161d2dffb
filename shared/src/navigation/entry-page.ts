// SPEC §2 entry page (ARCHITECTURE §7): the page the client opened — the webview's first history entry (the target of
// /index?page=… replaces /index there) or a page opened with from=client. Back there asks native to exit; elsewhere back
// goes one page back. Only the history decides: no login, second ucOnLogin or reload changes which page it is.
import { useLocation } from 'react-router-dom';

/** True when the router's current entry is the first one of the webview's session history. */
export function isFirstHistoryEntry(locationKey: string): boolean {
  // Hash/browser routers keep {key, idx} in history.state (kept across reloads; a replace stays at idx 0);
  // a memory router (tests) does not, and there the first entry has the key 'default'.
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  if (state && state.key === locationKey && typeof state.idx === 'number') return state.idx === 0;
  return locationKey === 'default';
}

const fromClientQuery = (search: string) => new URLSearchParams(search).get('from') === 'client';

/** A location the client opened: the first history entry, or any page whose query says from=client. */
export function isEntryLocation(locationKey: string, search: string): boolean {
  return isFirstHistoryEntry(locationKey) || fromClientQuery(search);
}

interface RenderedLocation {
  key: string;
  pathname: string;
  search: string;
}

/**
 * The same question at the moment back is pressed. While the next page's code loads, the router keeps the previous
 * page on screen (a transition) although the history has moved on: its back rule must answer for the live entry.
 */
export function isEntryLocationNow(rendered: RenderedLocation): boolean {
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  const hash = window.location.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  const live = { pathname: q >= 0 ? hash.slice(0, q) : hash, search: q >= 0 ? hash.slice(q) : '' };
  const routerMovedOn = state !== null && typeof state.idx === 'number' && state.key !== rendered.key
    && live.pathname !== '' && live.pathname !== rendered.pathname;
  // home always exits (SPEC §2); otherwise the live entry's own answer
  if (routerMovedOn) return live.pathname === '/' || state.idx === 0 || fromClientQuery(live.search);
  return isEntryLocation(rendered.key, rendered.search);
}

/** SPEC §3's `fromClient`, per page: is the page on screen the entry page? */
export function useIsEntryPage(): boolean {
  const location = useLocation();
  return isEntryLocation(location.key, location.search);
}
