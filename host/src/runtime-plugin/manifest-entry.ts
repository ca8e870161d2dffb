// Federation runtime plugin: a remote registered by its mf-manifest.json (app-config.json's `remotes`) loads from the
// entry script its manifest names. The runtime's own snapshot plugin did this and also preloaded each page's files; it
// is compiled out of the host's runtime (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, build-config/webpack-app.js), since
// the host preloads a tapped page's files itself (federation/manifest-prefetch.ts). The manifest is still read by the
// runtime's snapshot handler (through the retry plugin's fetch: the preload's response, retries), once per remote.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isManifestUrl } from '../federation/manifest-prefetch';

type AfterResolve = NonNullable<ModuleFederationRuntimePlugin['afterResolve']>;
type ResolveArgs = Parameters<AfterResolve>[0];

interface EntrySnapshot {
  remoteEntry?: unknown;
  remoteEntryType?: unknown;
  globalName?: unknown;
  publicPath?: unknown;
}

/**
 * The entry script's URL: the manifest's remoteEntry below its publicPath (the manifest's folder when it said 'auto').
 * A manifest whose public path is code to run (`getPublicPath`) is refused: nothing that arrives is run to find a URL.
 */
export function entryUrlOf(snapshot: EntrySnapshot): string | null {
  if (typeof snapshot.remoteEntry !== 'string' || !snapshot.remoteEntry || typeof snapshot.publicPath !== 'string') return null;
  try {
    return new URL(snapshot.remoteEntry, new URL(snapshot.publicPath, window.location.href)).href;
  } catch {
    return null;
  }
}

export class ManifestEntryError extends Error {
  constructor(readonly manifest: string) {
    super(`manifest ${manifest} names no usable remote entry`);
    this.name = 'ManifestEntryError';
  }
}

export default function manifestEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'uc-manifest-entry',
    async afterResolve(args: ResolveArgs) {
      const { remote, remoteInfo, origin, id } = args;
      // already an entry script (a test's fake remotes), or already resolved by the runtime's own snapshot plugin
      if (!('entry' in remote) || !isManifestUrl(remote.entry) || !isManifestUrl(remoteInfo.entry)) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote, id });
      const snapshot = remoteSnapshot as EntrySnapshot;
      const entry = entryUrlOf(snapshot);
      if (!entry) throw new ManifestEntryError(remote.entry);
      remoteInfo.entry = entry;
      if (snapshot.remoteEntryType === 'global' || snapshot.remoteEntryType === 'module' || snapshot.remoteEntryType === 'script') {
        remoteInfo.type = snapshot.remoteEntryType;
      }
      if (typeof snapshot.globalName === 'string' && snapshot.globalName) remoteInfo.entryGlobalName = snapshot.globalName;
      return { ...args, remoteSnapshot };
    },
  };
}
