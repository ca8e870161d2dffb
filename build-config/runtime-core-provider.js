// The one place that puts the federation runtime where remotes look for it. Remotes are built with
// `externalRuntime` and without a bundler runtime of their own (webpack-app.js): their remoteEntry.js and pages read
// the core from `globalThis._FEDERATION_RUNTIME_CORE` and the webpack bundler runtime (the functions webpack's
// federation runtime code calls, over `@module-federation/runtime`, sdk and error-codes) from
// `globalThis._FEDERATION_BUNDLER_RUNTIME`, instead of each carrying a copy. Inside the host, the host's runtime chunk
// calls provideRuntimeCore() before any remote loads (host/src/federation/federation-runtime.ts); a remote's own page
// (its team's standalone page) has no host, so this file is also the entry of `mf-runtime-core.js`
// (webpack-app.js's runtimeCoreConfig), loaded by the page's index.html before its main bundle.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import bundlerRuntime from '@module-federation/runtime-tools/webpack-bundler-runtime';
import { RUNTIME_CORE_GLOBAL, BUNDLER_RUNTIME_GLOBAL } from './federation-runtime-globals';

/** Puts this build's runtime core and bundler runtime on the page, unless the page already has them (one per page). */
export function provideRuntimeCore() {
  if (!globalThis[RUNTIME_CORE_GLOBAL]) globalThis[RUNTIME_CORE_GLOBAL] = runtimeCore;
  if (!globalThis[BUNDLER_RUNTIME_GLOBAL]) globalThis[BUNDLER_RUNTIME_GLOBAL] = bundlerRuntime;
}

provideRuntimeCore();
