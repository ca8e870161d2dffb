// Standalone stand-in for host/src/federation/remote-component-cache.ts: a route's page comes from a plain dynamic
// import (one chunk per page, as with federation) instead of loadRemote. Same exports, same error contract.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@uc/shared';
import { RemoteModuleError } from '../../host/src/federation/remote-error-boundary';
import { REMOTE_CONTAINERS } from '../../host/src/federation/remote-names';
// Generated at build time from every remote's exposes.js (standalone/local-pages-loader.js).
import { LOCAL_PAGES } from './local-pages';

type PageComponent = ComponentType<object>;
const cache = new Map<string, LazyExoticComponent<PageComponent>>();

/** 'account' + './BindPhone' → 'uc_account/BindPhone' (the same ids as the federated host). */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${REMOTE_CONTAINERS[remote]}/${module.replace(/^\.\//, '')}`;
}

const isComponent = (v: unknown): v is PageComponent =>
  typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in v);

async function loadPage(remote: RemoteName, module: string, id: string): Promise<{ default: PageComponent }> {
  const importPage = LOCAL_PAGES[`${remote}:${module}`];
  let mod: unknown;
  try {
    if (!importPage) throw new Error(`${id} is not in this build`);
    mod = await importPage();
  } catch (e) {
    cache.delete(id);
    throw new RemoteModuleError(id, e instanceof Error ? e.message : String(e));
  }
  const page = (mod as { default?: unknown } | null)?.default;
  if (!isComponent(page)) {
    cache.delete(id);
    throw new RemoteModuleError(id, `${id} has no page component as its default export`);
  }
  return { default: page };
}

export function remotePageComponent(remote: RemoteName, module: string): LazyExoticComponent<PageComponent> {
  const id = remoteModuleId(remote, module);
  let component = cache.get(id);
  if (!component) {
    component = lazy(() => loadPage(remote, module, id));
    cache.set(id, component);
  }
  return component;
}

/** Drops every cached page of a remote, so a retry imports its chunk again. */
export function forgetRemotePages(remote: RemoteName): void {
  const prefix = `${REMOTE_CONTAINERS[remote]}/`;
  for (const id of [...cache.keys()]) if (id.startsWith(prefix)) cache.delete(id);
}
