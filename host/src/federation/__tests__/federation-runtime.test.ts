// Remotes are built with externalRuntime: the host's runtime chunk provides its runtime core to their entries.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { provideRuntimeCore } from '@uc/build-config/runtime-core-provider';
import { startFederation } from '../federation-runtime';

const g = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
afterEach(() => delete g._FEDERATION_RUNTIME_CORE);

it('puts the runtime core the host itself runs where a remote entry looks for it', () => {
  delete g._FEDERATION_RUNTIME_CORE;
  startFederation();
  const provided = g._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
  expect(typeof provided.ModuleFederation).toBe('function');
  expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  expect(provided.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
});

it('keeps a core the page already has (one core per page)', () => {
  const existing = { ModuleFederation: class {} };
  g._FEDERATION_RUNTIME_CORE = existing;
  provideRuntimeCore();
  expect(g._FEDERATION_RUNTIME_CORE).toBe(existing);
});
