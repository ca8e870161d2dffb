// Remotes are built with no federation runtime of their own: the host's runtime chunk provides its runtime core and
// its webpack bundler runtime to their entries.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as runtime from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from '@uc/build-config/runtime-core-provider';
import { startFederation } from '../federation-runtime';

type BundlerRuntime = { runtime: typeof runtime; bundlerRuntime: Record<string, unknown> };
const g = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: unknown };
afterEach(() => {
  delete g._FEDERATION_RUNTIME_CORE;
  delete g._FEDERATION_BUNDLER_RUNTIME;
});

it('puts the runtime core the host itself runs where a remote entry looks for it', () => {
  delete g._FEDERATION_RUNTIME_CORE;
  startFederation();
  const provided = g._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
  expect(typeof provided.ModuleFederation).toBe('function');
  expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  expect(provided.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
});

it('and the bundler runtime a remote entry calls, over the runtime the host itself runs', () => {
  delete g._FEDERATION_BUNDLER_RUNTIME;
  startFederation();
  const provided = g._FEDERATION_BUNDLER_RUNTIME as BundlerRuntime;
  expect(provided.runtime.init).toBe(runtime.init);
  for (const fn of ['init', 'initContainerEntry', 'I', 'consumes', 'installInitialConsumes', 'remotes']) {
    expect([fn, typeof provided.bundlerRuntime[fn]]).toEqual([fn, 'function']);
  }
});

it('keeps a core and a bundler runtime the page already has (one of each per page)', () => {
  const existing = { ModuleFederation: class {} };
  const existingBundler = { runtime: {}, bundlerRuntime: {} };
  g._FEDERATION_RUNTIME_CORE = existing;
  g._FEDERATION_BUNDLER_RUNTIME = existingBundler;
  provideRuntimeCore();
  expect(g._FEDERATION_RUNTIME_CORE).toBe(existing);
  expect(g._FEDERATION_BUNDLER_RUNTIME).toBe(existingBundler);
});
