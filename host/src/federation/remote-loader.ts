// Everything that loads a remote page in the host, in one chunk off home's path (remote-loader-chunk.ts): the page's
// module through the federation runtime (started on first use), the page's own files at the tap, the preload after
// home, and forgetting a remote for a retry. The federation runtime's fallback page is connected when this arrives,
// before the runtime can load anything.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@uc/shared';
import { isFallbackModule } from '../runtime-plugin/remote-failure';
import { timedRemoteLoad } from '../telemetry/remote-load-timing';
import { federation, runningFederation } from './federation-instance';
import { installRemoteFallback } from './install-fallback';
import { KERNEL_PARTS } from './kernel-chunks';
import { dropPrefetchedManifest } from './manifest-prefetch';
import { configuredRemotes, prefetchRemoteManifests, remoteEntry, startPageFiles } from './remote-entries';
import { REMOTE_CONTAINERS } from './remote-names';
import { trackVisit, visitsSettled } from './visit-gate';
// The host's kernel probe (the end-to-end one-copy check against the remotes' probes), off home's path like the rest.
import '../kernel-probe';

installRemoteFallback();

/** The folder a manifest URL lives in: every file of that remote is below it. */
function baseOf(entry: string): string {
  try {
    return new URL('./', new URL(entry, window.location.href)).href;
  } catch {
    return entry;
  }
}

/** Forgets everything the runtime cached about a remote (manifest, entry, container) so the next load starts fresh. */
export function resetRemote(remote: RemoteName): void {
  const entry = remoteEntry(remote);
  if (!entry) return;
  const base = baseOf(entry);
  dropPrefetchedManifest(entry); // a manifest fetched before the reset is not reused
  // A script tag left behind would be reused and never fire onload again; a new attempt must download anew.
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    if (script.src.startsWith(base)) script.remove();
  });
  // The remote's chunk registry (webpack's JSONP array, named after its uniqueName, the container name) would hand
  // the new release the old release's chunks under the same chunk ids: the fresh entry starts from an empty one.
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${REMOTE_CONTAINERS[remote]}`];
  runningFederation()?.registerRemotes([{ name: REMOTE_CONTAINERS[remote], entry }], { force: true });
}

/**
 * A page's module (`id` 'uc_account/BindPhone'), for the page cache (remote-component-cache.ts). Timed for
 * telemetry-remote-load (the wait the player sees, and whether the page or the fallback came); tracked, so the
 * background preload waits while a page the player opened loads (visit-gate.ts); the page's own files start at once,
 * while the runtime readies its remote.
 */
export function loadRemotePage(remote: RemoteName, module: string, id: string): Promise<unknown> {
  startPageFiles(remote, module);
  return trackVisit(timedRemoteLoad(remote, module, async () => (await federation()).loadRemote<unknown>(id), isFallbackModule));
}

/** Downloads a remote's manifest and entry and starts its container; a failure is forgotten (see preloadRemotes). */
async function preloadRemote(fed: ModuleFederation, remote: RemoteName): Promise<void> {
  try {
    await timedRemoteLoad(remote, '', async () => {
      const { module, remoteMatchInfo } = await fed.remoteHandler.getRemoteModuleAndOptions({ id: REMOTE_CONTAINERS[remote] });
      await module.init(remoteMatchInfo.id, remoteMatchInfo.remoteSnapshot);
    });
  } catch {
    resetRemote(remote);
  }
}

/**
 * Downloads each remote's manifest and entry and starts its container, and the kernel's page-only chunks, so a first
 * tap on a tile waits for the page's own chunk only. One remote at a time, in the home's order (account's tiles come
 * first): a tap never waits behind three downloads at once, and a tap's own load goes ahead of the queue (the runtime
 * shares the download in flight). A remote that fails here is forgotten: its page shows the usual fallback if it still
 * fails on the visit. Only the runtime's public handler is used: the path loadRemote takes, minus the page.
 */
export async function preloadRemotes(): Promise<void> {
  // The manifests (small) now, while the runtime chunk downloads: one round trip saved on each remote's chain. The
  // first remote's entry and the kernel's page-only chunk start then too: the first tile a player taps (account's
  // come first on home) then waits for its page's own chunks only, even right after home. (Home's idle preload has
  // started them already, while this chunk downloaded: then nothing starts twice.)
  prefetchRemoteManifests();
  const remotes = configuredRemotes();
  const fed = await federation();
  // Every remote page asks for the kernel first: its page-only part (host-shares.ts), alongside the first remote.
  const kernel = fed.loadShare('@uc/shared').catch(() => undefined);
  // Each next download waits while a page the player opened loads (and briefly after): the tap goes first.
  for (const remote of remotes) {
    await visitsSettled();
    await preloadRemote(fed, remote);
  }
  await kernel;
  // Last, the kernel's sub-path parts (sanitized HTML, signing): only some pages use them, none needs them first.
  for (const part of KERNEL_PARTS) {
    await visitsSettled();
    await fed.loadShare(part).catch(() => undefined);
  }
}
