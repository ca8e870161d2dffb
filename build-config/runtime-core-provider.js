// A remote's own page (its team's standalone page) runs without the host, so it provides the federation runtime core
// itself: remotes are built with `externalRuntime` (their remoteEntry.js and pages read the core from this global
// instead of carrying ~18 KB gzip each). Built by webpack-app.js's runtimeCoreConfig into `mf-runtime-core.js`, loaded
// by the remote's index.html before its main bundle. Inside the host, the host's runtime chunk sets the same global.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
