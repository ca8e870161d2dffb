// A URL that still names a phone number, an e-mail or an account (an old link, a bookmark, a typed address) acts for
// nobody: its entry is rewritten without them before any page reads it, and the player is told why nothing was filled
// in. The page then does what its flow knows (security-2 N4; docs/spec-readings.md "Identifiers never in a URL").
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../ui/feedback/toast';
import { routeWithoutIdentifiers } from './url-identifiers';

// Long enough to read the sentence; the page under it is already the one to use.
const NOTICE_MS = 5000;

export function WithoutUrlIdentifiers({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const here = pathname + search;
  const clean = routeWithoutIdentifiers(here);
  const dirty = clean !== here;
  useEffect(() => {
    if (!dirty) return;
    toast(t('link.identifierIgnored'), NOTICE_MS);
    // The same entry (replace), so the entry page stays the entry page; its state is the app's own, kept.
    navigate(clean, { replace: true, state });
  }, [dirty, clean, state, navigate, t]);
  return dirty ? null : <>{children}</>;
}
