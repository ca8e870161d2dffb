// The federation runtime, started by the host itself (no webpack plugin): its own chunk, loaded the first time a
// remote is needed (a page visit or the idle preload after home), so home's critical path carries none of it.
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from '@uc/build-config/runtime-core-provider';
import fallbackPlugin from '../runtime-plugin/fallback';
import manifestEntryPlugin from '../runtime-plugin/manifest-entry';
import retryPlugin from '../runtime-plugin/retry';
import remoteTimingPlugin from '../telemetry/remote-timing-plugin';
import { hostShares } from './host-shares';

export function startFederation(): ModuleFederation {
  // Remotes are built without a federation runtime of their own: their entries and pages run on this page's.
  provideRuntimeCore();
  return init({
    name: 'uc_host',
    remotes: [],
    shared: hostShares(),
    // With 'version-first' every remote's entry is fetched before any share resolves: one remote down would blank all.
    shareStrategy: 'loaded-first',
    plugins: [manifestEntryPlugin(), retryPlugin(), fallbackPlugin(), remoteTimingPlugin()],
  });
}
