// Where the remotes are comes from app-config.json at run time, so a remote redeploys without a host rebuild.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@uc/shared';
import { federation, runningFederation, setRemotes } from './federation-instance';
import { KERNEL_CHUNKS, KERNEL_PARTS } from './kernel-chunks';
import { dropPrefetchedManifest, prefetchManifest, preloadExposeFiles } from './manifest-prefetch';
import { REMOTE_CONTAINERS, REMOTE_NAMES } from './remote-names';
import { visitsSettled } from './visit-gate';
import { savesData, whenIdle } from '../scheduling/idle';
import { timedRemoteLoad } from '../telemetry/remote-load-timing';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote of the config with the federation runtime (entry = its mf-manifest.json URL). */
export function registerAppRemotes(remotes: Record<RemoteName, string>): void {
  entries = { ...remotes };
  setRemotes(
    REMOTE_NAMES.filter((r) => typeof remotes[r] === 'string' && remotes[r]).map((r) => ({ name: REMOTE_CONTAINERS[r], entry: remotes[r] })),
  );
}

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
  const entry = entries[remote];
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

/** A page of a remote the player opened: its own files start downloading now (manifest-prefetch.ts). */
export function startPageFiles(remote: RemoteName, module: string): void {
  const entry = entries[remote];
  if (entry) preloadExposeFiles(entry, module);
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
  // come first on home) then waits for its page's own chunks only, even right after home.
  const remotes = REMOTE_NAMES.filter((r) => entries[r]);
  remotes.forEach((remote, i) => prefetchManifest(entries[remote]!, { withEntry: i === 0 }));
  void KERNEL_CHUNKS['@uc/shared']().catch(() => undefined);
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

let preloadScheduled = false;

/**
 * Once per page life, when the browser is idle after home painted: preloadRemotes(). Skipped when the player asked
 * the system to save data (`navigator.connection.saveData`): then each remote downloads on its first visit.
 */
export function preloadRemotesWhenIdle(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  if (savesData()) return;
  whenIdle(() => void preloadRemotes().catch(() => undefined), { timeoutMs: 2000, fallbackMs: 200 });
}
