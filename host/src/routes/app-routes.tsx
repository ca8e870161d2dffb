// Hash path → page: host pages and remote pages by the route table, a known route in another case to its table
// spelling, anything else the 404 page.
import { Navigate, useLocation } from 'react-router-dom';
import { canonicalRoutePath, getAppConfig, ticketRoutePath } from '@uc/shared';
import { RemotePage } from '../federation/remote-page';
import { ClientEntryPage } from '../pages/client-entry/client-entry-page';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage, SdkCheckPage } from './host-pages';
import { resolveRoute } from './route-table';

/** The SDK self-check: only in builds whose app-config.json says `sdkCheck: true` (else it is an unknown page). */
export const SDK_CHECK_PATH = '/sdk-check';

export function AppRoutes() {
  const { pathname, search } = useLocation();
  const target = resolveRoute(pathname, ticketRoutePath());
  if (pathname === SDK_CHECK_PATH && getAppConfig().sdkCheck) return <SdkCheckPage />;
  if (!target) {
    // Links from outside use SPEC's prose spellings ('#/bindMail'); replace keeps the entry page the first entry.
    const canonical = canonicalRoutePath(pathname);
    if (canonical) return <Navigate to={canonical + search} replace />;
    return <NotFoundPage key={pathname} />;
  }
  if (target.kind === 'host') return target.page === 'home' ? <HomePage /> : <ClientEntryPage />;
  return <RemotePage key={pathname} remote={target.remote} module={target.module} titleKey={target.titleKey} />;
}
