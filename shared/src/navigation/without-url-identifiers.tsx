// A URL that still names a phone number, an e-mail or an account (an old link, a bookmark, a typed address) acts for
// nobody: its entry is rewritten without them before any page reads it, and the player is told why nothing was filled
// in. The page then does what its flow knows (security-2 N4; docs/spec-readings.md "Identifiers never in a URL").
// Likewise an entry whose state was handed over for a player who has left (turn-state.ts): rewritten without it.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlayerTurn } from '../session/use-player-turn';
import { toast } from '../ui/feedback/toast';
import { isThisTurnState } from './turn-state';
import { routeWithoutIdentifiers } from './url-identifiers';

// Long enough to read the sentence; the page under it is already the one to use.
const NOTICE_MS = 5000;

// A render may show a location the window has already left (a logout's synchronous re-render before the navigation
// that came with it; Back pressed again before the effect ran): only the entry still current is rewritten. An entry
// the router never wrote (the document's first) is its 'default' location.
function stillCurrent(key: string): boolean {
  const current = (window.history.state as { key?: unknown } | null)?.key;
  return (typeof current === 'string' ? current : 'default') === key;
}

export function WithoutUrlIdentifiers({ children }: { children: ReactNode }) {
  const { pathname, search, state, key } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const turn = usePlayerTurn();
  const here = pathname + search;
  const clean = routeWithoutIdentifiers(here);
  const dirty = clean !== here;
  // Read again whenever the turn changes: the entry on screen may have been handed over for the player who just left.
  const stale = !isThisTurnState(state, turn);
  useEffect(() => {
    if ((!dirty && !stale) || !stillCurrent(key)) return;
    if (dirty) toast(t('link.identifierIgnored'), NOTICE_MS);
    // The same entry (replace), so the entry page stays the entry page; its state is kept while it is this player's.
    navigate(clean, { replace: true, state: stale ? null : state });
  }, [dirty, stale, clean, state, key, navigate, t]);
  return dirty || stale ? null : <>{children}</>;
}
