// Standalone stand-in for host/src/federation/register-remotes.ts: every page is in this build, nothing to register.
import type { RemoteName } from '@uc/shared';
import { loadApiHooks } from './local-page-cache';

/** No remotes to register: app-config.json's `remotes` key is unused in the standalone build. */
export function registerAppRemotes(_remotes: Record<RemoteName, string>): void {}

/** Nothing to reset: a page chunk that failed is imported again by the next attempt. */
export function resetRemote(_remote: RemoteName): void {}

/**
 * Every page is a chunk of this build, downloaded on its first visit; what all pages need first (RTK Query's React
 * hooks) downloads when the browser is idle after home, as the federated host's preload brings it with the kernel.
 */
export function preloadRemotesWhenIdle(): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  const run = () => void loadApiHooks().catch(() => undefined);
  if (idle) idle(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
