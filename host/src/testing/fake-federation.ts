// Test-only: the real federation runtime with our retry and fallback plugins, over a fake network of remotes.
import type { ComponentType } from 'react';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@uc/shared';
import fallbackPlugin from '../runtime-plugin/fallback';
import retryPlugin from '../runtime-plugin/retry';
import remoteTimingPlugin from '../telemetry/remote-timing-plugin';
import { REMOTE_CONTAINERS, remoteOfContainer } from '../federation/remote-names';
import { registerAppRemotes, resetRemote } from '../federation/register-remotes';
import { forgetRemotePages } from '../federation/remote-component-cache';
import { installRemoteFallback } from '../federation/install-fallback';

export interface FakeNetwork {
  /** Pages each remote exposes, by './Name'. */
  exposes: Partial<Record<RemoteName, Record<string, ComponentType>>>;
  down: Set<RemoteName>;
  /** Remote entries downloaded, in order. */
  entryLoads: RemoteName[];
  /** The most entry downloads that were under way at once. */
  maxInFlight: number;
}

export const TEST_REMOTES: Record<RemoteName, string> = {
  account: 'http://localhost:3001/remoteEntry.js',
  messages: 'http://localhost:3002/remoteEntry.js',
  support: 'http://localhost:3003/remoteEntry.js',
  deletion: 'http://localhost:3004/remoteEntry.js',
};

function fakeNetworkPlugin(net: FakeNetwork): ModuleFederationRuntimePlugin {
  let inFlight = 0;
  return {
    name: 'test-fake-network',
    // Stands in for downloading remoteEntry.js: a container object, or a network error while the remote is down.
    async loadEntry({ remoteInfo }) {
      const remote = remoteOfContainer(remoteInfo.name)!;
      net.entryLoads.push(remote);
      inFlight += 1;
      net.maxInFlight = Math.max(net.maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1)).finally(() => (inFlight -= 1));
      // The runtime's own wording for a script that failed to load (RUNTIME-008), which the retry plugin acts on.
      if (net.down.has(remote)) throw new Error(`[ Federation Runtime ]: #RUNTIME-008 Failed to load script ${remoteInfo.entry}`);
      const container = {
        init: async () => undefined,
        get: async (expose: string) => {
          const page = net.exposes[remote]?.[expose];
          if (!page) throw new Error(`Module "${expose}" does not exist in container.`);
          return () => ({ default: page });
        },
      };
      // A real webpack container's get() resolves to the factory; the declared type says otherwise.
      return container as never;
    },
  };
}

/** Call once per test file (the runtime is a page-wide singleton). */
export function installFakeFederation(): FakeNetwork {
  const net: FakeNetwork = { exposes: {}, down: new Set(), entryLoads: [], maxInFlight: 0 };
  // The page never goes idle here: home's background preload of the remotes stays out of each test's entry loads
  // (federation/__tests__/preload-remotes.test.tsx calls it directly).
  (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
  init({
    name: 'uc_host',
    remotes: [],
    plugins: [retryPlugin({ baseDelayMs: 1, maxDelayMs: 2 }), fallbackPlugin(), remoteTimingPlugin(), fakeNetworkPlugin(net)],
  });
  return net;
}

export { REMOTE_CONTAINERS };

/** The fake network plus what boot does: remotes registered, fallback installed. Once per test file. */
export function installTestRemotes(exposes: FakeNetwork['exposes'] = {}): FakeNetwork {
  const net = installFakeFederation();
  net.exposes = exposes;
  registerAppRemotes(TEST_REMOTES);
  installRemoteFallback();
  return net;
}

/** Forgets every remote the runtime and the page cache hold, so each test starts from "nothing loaded yet". */
export function forgetAllRemotes(): void {
  for (const remote of Object.keys(REMOTE_CONTAINERS) as RemoteName[]) {
    resetRemote(remote);
    forgetRemotePages(remote);
  }
}
