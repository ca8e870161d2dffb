// Standalone stand-in for host/src/federation/register-remotes.ts: every page is in this build, nothing to register.
import type { RemoteName } from '@uc/shared';

/** No remotes to register: app-config.json's `remotes` key is unused in the standalone build. */
export function registerAppRemotes(_remotes: Record<RemoteName, string>): void {}

/** Nothing to reset: a page chunk that failed is imported again by the next attempt. */
export function resetRemote(_remote: RemoteName): void {}

/** Nothing to preload: every page is a chunk of this build, downloaded on its first visit. */
export function preloadRemotesWhenIdle(): void {}
