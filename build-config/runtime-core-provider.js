// The one place that puts the federation runtime core where remotes look for it. Remotes are built with
// `externalRuntime`: their remoteEntry.js and pages read the core from `globalThis._FEDERATION_RUNTIME_CORE` instead
// of carrying ~18 KB gzip each. Inside the host, the host's runtime chunk calls provideRuntimeCore() before any
// remote loads (host/src/federation/federation-runtime.ts); a remote's own page (its team's standalone page) has no
// host, so this file is also the entry of `mf-runtime-core.js` (webpack-app.js's runtimeCoreConfig), loaded by the
// page's index.html before its main bundle.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** Puts this build's runtime core on the page, unless the page already has one (one core per page). */
export function provideRuntimeCore() {
  if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
}

provideRuntimeCore();
