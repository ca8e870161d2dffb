// Standalone stand-in for host/src/federation/register-remotes.ts: every page is in this build, nothing to register.
import { prefetchTransport, type RemoteName } from '@uc/shared';
import { preloadFinished } from '../../host/src/scheduling/after-preload';
import { savesData, whenIdle } from '../../host/src/scheduling/idle';
import { loadApiHooks } from './local-page-cache';

/** No remotes to register: app-config.json's `remotes` key is unused in the standalone build. */
export function registerAppRemotes(_remotes: Record<RemoteName, string>): void {}

/** Nothing to reset: a page chunk that failed is imported again by the next attempt. */
export function resetRemote(_remote: RemoteName): void {}

/**
 * Every page is a chunk of this build, downloaded on its first visit; what all pages need first (RTK Query's React
 * hooks, and the kernel's transport chunk: axios, RSA) downloads when the browser is idle after home, as the federated
 * host's preload brings it with the kernel (and likewise not when the player asked to save data). Then the
 * background work no tap needs may start (after-preload.ts).
 */
export function preloadRemotesWhenIdle(): void {
  if (savesData()) {
    preloadFinished();
    return;
  }
  whenIdle(
    () => {
      prefetchTransport();
      void loadApiHooks()
        .catch(() => undefined)
        .finally(preloadFinished);
    },
    { timeoutMs: 2000, fallbackMs: 200 },
  );
}
