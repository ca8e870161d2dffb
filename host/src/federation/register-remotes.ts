// Where the remotes are comes from app-config.json at run time, so a remote redeploys without a host rebuild.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@uc/shared';
import { REMOTE_CONTAINERS, REMOTE_NAMES } from './remote-names';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote of the config with the federation runtime (entry = its mf-manifest.json URL). */
export function registerAppRemotes(remotes: Record<RemoteName, string>): void {
  entries = { ...remotes };
  const list = REMOTE_NAMES.filter((r) => typeof remotes[r] === 'string' && remotes[r]).map((r) => ({
    name: REMOTE_CONTAINERS[r],
    entry: remotes[r],
  }));
  registerRemotes(list);
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
  // A script tag left behind would be reused and never fire onload again; a new attempt must download anew.
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    if (script.src.startsWith(base)) script.remove();
  });
  // The remote's chunk registry (webpack's JSONP array, named after its uniqueName, the container name) would hand
  // the new release the old release's chunks under the same chunk ids: the fresh entry starts from an empty one.
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${REMOTE_CONTAINERS[remote]}`];
  registerRemotes([{ name: REMOTE_CONTAINERS[remote], entry }], { force: true });
}
