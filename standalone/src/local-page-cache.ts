// Standalone stand-in for host/src/federation/remote-component-cache.ts: the same page cache, with a route's page
// from a plain dynamic import (one chunk per page, as with federation) instead of loadRemote.
import type { RemoteName } from '@uc/shared';
import { loadOnce } from '../../host/src/chunks/load-once';
import { createPageCache, remoteModuleId } from '../../host/src/federation/page-cache';
// Generated at build time from every remote's exposes.js (standalone/local-pages-loader.js).
import { LOCAL_PAGES } from './local-pages';

export { remoteModuleId };

const pageKey = (remote: RemoteName, module: string) => `${remote}:${module}`;

// RTK Query's React hooks come with the first page (@uc/shared api-hooks-slot.ts): in before any page module runs.
export const loadApiHooks = loadOnce(() =>
  import(/* webpackChunkName: "api-hooks" */ '@uc/shared/src/api/api-hooks').then((hooks) => hooks.installApiHooks()),
);

async function importPage(remote: RemoteName, module: string): Promise<unknown> {
  const page = LOCAL_PAGES[pageKey(remote, module)];
  if (!page) throw new Error(`${remoteModuleId(remote, module)} is not in this build`);
  await loadApiHooks();
  return page();
}

const pages = createPageCache(importPage);

export const { remotePageComponent, forgetRemotePages } = pages;

/** A tap on a link to a page: its chunk starts downloading now, as in the host (the same import the page's load awaits). */
export function startRemotePage(remote: RemoteName, module: string): void {
  void importPage(remote, module).catch(() => undefined);
}
