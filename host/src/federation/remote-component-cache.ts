// The host's page cache: pages come from the remote loader (remote-loader.ts, its own chunk: the federation runtime's
// loadRemote). The standalone build swaps this file for standalone/src/local-page-cache.ts (pages from plain dynamic
// imports).
import type { RemoteName } from '@uc/shared';
import { isFallbackModule } from '../runtime-plugin/remote-failure';
import { createPageCache } from './page-cache';
import { startPageFiles } from './remote-entries';
import { remoteLoader } from './remote-loader-chunk';

export { remoteModuleId } from './page-cache';

// The fallback plugin answers for a module that did not load: shown now, the real one is tried next time. A loader
// chunk that did not download is a load failure like any other: the fallback page, and a retry downloads it again.
const pages = createPageCache(async (remote, module, id) => (await remoteLoader()).loadRemotePage(remote, module, id), isFallbackModule);

export const { remotePageComponent, forgetRemotePages } = pages;

/** A tap on a link to a page: its own files start downloading now (routes/start-route.ts), and the loader if need be. */
export function startRemotePage(remote: RemoteName, module: string): void {
  startPageFiles(remote, module);
  void remoteLoader().catch(() => undefined);
}
