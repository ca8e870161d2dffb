// The page's one federation runtime instance, started on first use from its own chunk (federation-runtime.ts), with
// the remotes app-config.json lists registered on it.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { loadOnce } from '../chunks/load-once';

type Remote = { name: string; entry: string };

let remotes: Remote[] = [];

/** The instance, starting the runtime on the first call; a chunk that failed to download is tried again next call. */
export const federation = loadOnce(() =>
  import(/* webpackChunkName: "federation" */ './federation-runtime').then(({ startFederation }): ModuleFederation => {
    const started = startFederation();
    started.registerRemotes(remotes);
    return started;
  }),
);

/** The remotes to register (replaces the list; registered now if the runtime is already running). */
export function setRemotes(list: Remote[]): void {
  remotes = list.map((r) => ({ ...r }));
  federation.loaded()?.registerRemotes(remotes, { force: true });
}

/** The running instance, if any (nothing to forget about a remote before the runtime ever started). */
export function runningFederation(): ModuleFederation | null {
  return federation.loaded();
}
