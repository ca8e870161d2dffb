// A tap that opens a page starts the page's files at the tap: the router draws the new page in a transition (a later
// task), and work already queued by then (the idle preload starting the federation runtime) would run first.
import { ticketRoutePath } from '@uc/shared';
import { startRemotePage } from '../federation/remote-component-cache';
import { resolveRoute } from './route-table';

/** `to`: the path navigate() is given (a query is ignored); a host page or an unknown path: nothing to start. */
export function startRoute(to: string): void {
  const target = resolveRoute(to.split(/[?#]/)[0], ticketRoutePath());
  if (target?.kind === 'remote') startRemotePage(target.remote, target.module);
}
