// One lazy component per remote module: a second visit renders at once; a failed one is forgotten so the next visit retries.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@uc/shared';
import { isFallbackModule } from '../runtime-plugin/remote-failure';
import { RemoteModuleError } from './remote-error-boundary';
import { REMOTE_CONTAINERS } from './remote-names';

type PageComponent = ComponentType<object>;
const cache = new Map<string, LazyExoticComponent<PageComponent>>();

/** 'account' + './BindPhone' → 'uc_account/BindPhone' */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${REMOTE_CONTAINERS[remote]}/${module.replace(/^\.\//, '')}`;
}

const isComponent = (v: unknown): v is PageComponent =>
  typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in v);

async function loadPage(id: string): Promise<{ default: PageComponent }> {
  let mod: unknown;
  try {
    mod = await loadRemote<unknown>(id);
  } catch (e) {
    cache.delete(id);
    throw new RemoteModuleError(id, e instanceof Error ? e.message : String(e));
  }
  // The fallback plugin answered for a module that did not load: show it now, try the real one next time.
  if (isFallbackModule(mod)) cache.delete(id);
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
    component = lazy(() => loadPage(id));
    cache.set(id, component);
  }
  return component;
}

/** Drops every cached page of a remote: after a reset, its pages must come from the fresh container. */
export function forgetRemotePages(remote: RemoteName): void {
  const prefix = `${REMOTE_CONTAINERS[remote]}/`;
  for (const id of [...cache.keys()]) if (id.startsWith(prefix)) cache.delete(id);
}
