// The remotes on home's path: registered at boot (remote-entries.ts), preloaded when the browser is idle after home,
// forgotten for a retry. The work itself is the remote loader's (remote-loader.ts), a chunk that downloads then.
// The standalone build swaps this file for standalone/src/register-remotes.ts.
import { prefetchTransport, type RemoteName } from '@uc/shared';
import { preloadFinished } from '../scheduling/after-preload';
import { savesData, whenIdle } from '../scheduling/idle';
import { touching, watchTouches, whenUntouched } from '../scheduling/touch-pause';
import { prefetchRemoteManifests } from './remote-entries';
import { remoteLoader } from './remote-loader-chunk';

export { registerAppRemotes } from './remote-entries';

/** Forgets what the runtime cached about a remote so the next load starts fresh (nothing, before any remote loaded). */
export function resetRemote(remote: RemoteName): void {
  remoteLoader.loaded()?.resetRemote(remote);
}

let preloadScheduled = false;

/**
 * Once per page life, when the browser is idle after home painted: the remote loader's preloadRemotes(), the
 * manifests and the first remote's entry downloading meanwhile (no round trip more than with the loader on home's
 * path), and the kernel's transport chunk (axios, RSA) the pages' API calls need, if home did not need it first.
 * Skipped when the player asked the system to save data (`navigator.connection.saveData`): then each remote
 * downloads on its first visit. Never started while a finger is on the screen (touch-pause.ts). When it is over, the
 * background work no tap needs may start (after-preload.ts).
 */
export function preloadRemotesWhenIdle(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  if (savesData()) {
    preloadFinished();
    return;
  }
  watchTouches();
  const start = () => {
    prefetchRemoteManifests();
    prefetchTransport();
    void remoteLoader()
      .then((loader) => loader.preloadRemotes())
      .catch(() => undefined)
      .finally(preloadFinished);
  };
  whenIdle(
    () => {
      if (touching()) void whenUntouched().then(start);
      else start();
    },
    { timeoutMs: 2000, fallbackMs: 200 },
  );
}
