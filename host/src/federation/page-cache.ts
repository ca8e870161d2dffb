// One lazy component per remote page, whatever loads it (the federation runtime in the host, a plain dynamic import
// in the standalone build): a second visit renders at once; a failed load is forgotten so the next visit retries, and
// every failure reaches the error boundary as a RemoteModuleError with the page's id.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@uc/shared';
import { noteRemotePageVisit } from '../telemetry/observe-home-vitals';
import { RemoteModuleError } from './page-error-boundary';
import { REMOTE_CONTAINERS } from './remote-names';

export type PageComponent = ComponentType<object>;

/** Loads a page's module ({ default: component }); `id` is 'uc_account/BindPhone'. */
export type PageLoader = (remote: RemoteName, module: string, id: string) => Promise<unknown>;

export interface PageCache {
  remotePageComponent(remote: RemoteName, module: string): LazyExoticComponent<PageComponent>;
  /** Drops every cached page of a remote, so the next visit loads it anew. */
  forgetRemotePages(remote: RemoteName): void;
}

/** 'account' + './BindPhone' → 'uc_account/BindPhone' */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${REMOTE_CONTAINERS[remote]}/${module.replace(/^\.\//, '')}`;
}

const isComponent = (v: unknown): v is PageComponent =>
  typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in v);

/**
 * @param load how a page's module is fetched
 * @param isStandIn a module shown this time only (the federation fallback page): rendered, then forgotten
 */
export function createPageCache(load: PageLoader, isStandIn: (mod: unknown) => boolean = () => false): PageCache {
  const cache = new Map<string, LazyExoticComponent<PageComponent>>();

  async function loadPage(remote: RemoteName, module: string, id: string): Promise<{ default: PageComponent }> {
    let mod: unknown;
    try {
      mod = await load(remote, module, id);
    } catch (e) {
      cache.delete(id);
      throw new RemoteModuleError(id, e instanceof Error ? e.message : String(e));
    }
    if (isStandIn(mod)) cache.delete(id);
    const page = (mod as { default?: unknown } | null)?.default;
    if (!isComponent(page)) {
      cache.delete(id);
      throw new RemoteModuleError(id, `${id} has no page component as its default export`);
    }
    return { default: page };
  }

  return {
    remotePageComponent(remote, module) {
      noteRemotePageVisit(); // home's vitals are measured only for a page life that opened on home
      const id = remoteModuleId(remote, module);
      let component = cache.get(id);
      if (!component) {
        component = lazy(() => loadPage(remote, module, id));
        cache.set(id, component);
      }
      return component;
    },
    forgetRemotePages(remote) {
      const prefix = `${REMOTE_CONTAINERS[remote]}/`;
      for (const id of [...cache.keys()]) if (id.startsWith(prefix)) cache.delete(id);
    },
  };
}
