// The host's page cache: pages come from the federation runtime (loadRemote), started on the first page that needs
// it. The standalone build swaps this file for standalone/src/local-page-cache.ts (pages from plain dynamic imports).
import { isFallbackModule } from '../runtime-plugin/remote-failure';
import { timedRemoteLoad } from '../telemetry/remote-load-timing';
import { federation } from './federation-instance';
import { createPageCache } from './page-cache';
import { startPageFiles } from './register-remotes';
import { trackVisit } from './visit-gate';

export { remoteModuleId } from './page-cache';

// The fallback plugin answers for a module that did not load: shown now, the real one is tried next time.
const pages = createPageCache(
  // timed for telemetry-remote-load: the wait the player sees, and whether the page or the fallback came
  // tracked: the background preload waits while a page the player opened loads (visit-gate.ts)
  // the page's own files start at once, while the runtime readies its remote (register-remotes.ts)
  (remote, module, id) => {
    startPageFiles(remote, module);
    return trackVisit(timedRemoteLoad(remote, module, async () => (await federation()).loadRemote<unknown>(id), isFallbackModule));
  },
  isFallbackModule,
);

export const { remotePageComponent, forgetRemotePages } = pages;

/** A tap on a link to a page: its own files start downloading now (routes/start-route.ts). */
export const startRemotePage = startPageFiles;
