// Where each remote is (its mf-manifest.json URL) comes from app-config.json at run time, so a remote redeploys
// without a host rebuild: registered at boot, read by the remote loader when a page or the preload needs it. What
// needs no federation runtime stays here, on home's path: the manifests' head start and a tapped page's own files.
import type { RemoteName } from '@uc/shared';
import { federation, setRemotes } from './federation-instance';
import { KERNEL_CHUNKS } from './kernel-chunks';
import { preloadExposeFiles, prefetchManifest } from './manifest-prefetch';
import { REMOTE_CONTAINERS, REMOTE_NAMES } from './remote-names';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote of the config with the federation runtime (entry = its mf-manifest.json URL). */
export function registerAppRemotes(remotes: Record<RemoteName, string>): void {
  entries = { ...remotes };
  setRemotes(
    REMOTE_NAMES.filter((r) => typeof remotes[r] === 'string' && remotes[r]).map((r) => ({ name: REMOTE_CONTAINERS[r], entry: remotes[r] })),
  );
}

/** A remote's manifest URL, if the config lists it. */
export function remoteEntry(remote: RemoteName): string | undefined {
  return entries[remote];
}

/** The configured remotes, in home's order. */
export function configuredRemotes(): RemoteName[] {
  return REMOTE_NAMES.filter((r) => entries[r]);
}

/** A page of a remote the player opened: its own files start downloading now (manifest-prefetch.ts). */
export function startPageFiles(remote: RemoteName, module: string): void {
  const entry = entries[remote];
  if (entry) preloadExposeFiles(entry, module);
}

/**
 * The preload's head start, while the remote loader's chunk downloads (register-remotes.ts): every manifest, the first
 * remote's entry (account's tiles come first on home, the tile a player taps first), the kernel's page-only chunk and
 * the federation runtime (its chunk is the largest of the chain: it must not wait for the loader's).
 */
export function prefetchRemoteManifests(): void {
  configuredRemotes().forEach((remote, i) => prefetchManifest(entries[remote]!, { withEntry: i === 0 }));
  void KERNEL_CHUNKS['@uc/shared']().catch(() => undefined);
  void federation().catch(() => undefined);
}
