// Hash path → page: host pages and remote pages by the route table, anything else the 404 page.
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { ticketRoutePath } from '@uc/shared';
import { RemotePage } from '../federation/remote-page';
import { resolveRoute } from './route-table';

// Host pages are chunks of their own too: /index and 404 never download home's code.
const HomePage = lazy(() => import('../pages/home/home-page').then((m) => ({ default: m.HomePage })));
const ClientEntryPage = lazy(() => import('../pages/client-entry/client-entry-page').then((m) => ({ default: m.ClientEntryPage })));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  const { pathname } = useLocation();
  const target = resolveRoute(pathname, ticketRoutePath());
  if (!target) return <NotFoundPage key={pathname} />;
  if (target.kind === 'host') return target.page === 'home' ? <HomePage /> : <ClientEntryPage />;
  return <RemotePage key={pathname} remote={target.remote} module={target.module} titleKey={target.titleKey} />;
}
