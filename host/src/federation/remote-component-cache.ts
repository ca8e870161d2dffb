// The host's page cache: pages come from the federation runtime (loadRemote). The standalone build swaps this file
// for standalone/src/local-page-cache.ts (same exports, pages from plain dynamic imports).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isFallbackModule } from '../runtime-plugin/remote-failure';
import { createPageCache } from './page-cache';

export { remoteModuleId } from './page-cache';

// The fallback plugin answers for a module that did not load: shown now, the real one is tried next time.
const pages = createPageCache((_remote, _module, id) => loadRemote<unknown>(id), isFallbackModule);

export const { remotePageComponent, forgetRemotePages } = pages;
