// Standalone stand-in for host/src/federation/remote-component-cache.ts: the same page cache, with a route's page
// from a plain dynamic import (one chunk per page, as with federation) instead of loadRemote.
import { createPageCache } from '../../host/src/federation/page-cache';
// Generated at build time from every remote's exposes.js (standalone/local-pages-loader.js).
import { LOCAL_PAGES } from './local-pages';
import type { RemoteName } from '@uc/shared';

const pageKey = (remote: RemoteName, module: string) => `${remote}:${module}`;

export { remoteModuleId } from '../../host/src/federation/page-cache';

const pages = createPageCache(async (remote, module, id) => {
  const importPage = LOCAL_PAGES[pageKey(remote, module)];
  if (!importPage) throw new Error(`${id} is not in this build`);
  return importPage();
});

export const { remotePageComponent, forgetRemotePages } = pages;

/** A tap on a link to a page: its chunk starts downloading now, as in the host (the same import the page's load awaits). */
export function startRemotePage(remote: RemoteName, module: string): void {
  void LOCAL_PAGES[pageKey(remote, module)]?.().catch(() => undefined);
}
