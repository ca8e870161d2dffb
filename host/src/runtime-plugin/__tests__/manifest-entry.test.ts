// The host's runtime is built without the runtime's snapshot plugin (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN): a remote
// registered by its manifest must still load from the entry its manifest names, through the real runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Runtime = typeof import('@module-federation/runtime-core');
type Plugin = typeof import('../manifest-entry');

// one release per test: the runtime keeps what it learnt of a manifest page-wide (globalThis.__FEDERATION__)
let release = 0;
let MANIFEST_URL = '';
beforeEach(() => {
  release += 1;
  MANIFEST_URL = `http://cdn.example/account/1.4.${release}/mf-manifest.json`;
});

// jsdom has no fetch Response; the runtime takes a hook's answer only if it is one
class JsonResponse {
  readonly ok = true;
  readonly status = 200;
  constructor(private readonly body: unknown) {}
  async json() {
    return this.body;
  }
}
(globalThis as Record<string, unknown>).Response = JsonResponse;

function manifest(metaData: Record<string, unknown>) {
  return {
    id: 'uc_account',
    name: 'uc_account',
    metaData: {
      name: 'uc_account',
      type: 'app',
      buildInfo: { buildVersion: `1.4.${release}`, buildName: 'remote-account' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'uc_account',
      pluginVersion: '2.9.2',
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [{ id: 'uc_account:ManageAccount', name: 'ManageAccount', path: './ManageAccount', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  };
}

/** A runtime as the host's build has it (no snapshot plugin), with or without our plugin, over a fake network. */
function runtimeWith(usePlugin: boolean, served: unknown) {
  const entries: string[] = [];
  let runtime!: Runtime;
  let plugin!: Plugin;
  jest.isolateModules(() => {
    (globalThis as Record<string, unknown>).FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN = true;
    runtime = require('@module-federation/runtime-core');
    plugin = require('../manifest-entry');
  });
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    async fetch(url) {
      return new JsonResponse(url === MANIFEST_URL ? served : {}) as unknown as Response;
    },
    async loadEntry({ remoteInfo }) {
      entries.push(remoteInfo.entry);
      if (!remoteInfo.entry.endsWith('/remoteEntry.js')) throw new Error(`not a script: ${remoteInfo.entry}`);
      return { init: async () => undefined, get: async () => () => ({ default: 'the ManageAccount page' }) } as never;
    },
  };
  const fed = new runtime.ModuleFederation({
    name: `uc_host_${usePlugin ? 'with' : 'without'}_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'uc_account', entry: MANIFEST_URL }],
    plugins: [...(usePlugin ? [plugin.default()] : []), network],
  });
  return { fed, entries };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN;
});

it("loads a remote registered by its manifest from the entry the manifest names (the manifest's folder for 'auto')", async () => {
  const { fed, entries } = runtimeWith(true, manifest({ publicPath: 'auto' }));
  const page = await fed.loadRemote<{ default: string }>('uc_account/ManageAccount');
  expect(page?.default).toBe('the ManageAccount page');
  expect(entries).toEqual([`http://cdn.example/account/1.4.${release}/remoteEntry.js`]);
});

it('takes a public path the manifest states', async () => {
  const { fed, entries } = runtimeWith(true, manifest({ publicPath: `https://static.example/uc/account/1.4.${release}/` }));
  await fed.loadRemote('uc_account/ManageAccount');
  expect(entries).toEqual([`https://static.example/uc/account/1.4.${release}/remoteEntry.js`]);
});

it('never runs a public path the manifest sends as code: the load fails and no script is asked for', async () => {
  const hostile = manifest({ getPublicPath: 'function(){ return (window.ran = "https://evil.example/") }' });
  delete (hostile.metaData as Record<string, unknown>).publicPath;
  const { fed, entries } = runtimeWith(true, hostile);
  await expect(fed.loadRemote('uc_account/ManageAccount')).rejects.toThrow(/names no usable remote entry/);
  expect(entries).toEqual([]);
  expect((window as unknown as { ran?: string }).ran).toBeUndefined();
});

it('without it, the runtime as built would load the manifest itself as a script', async () => {
  const { fed, entries } = runtimeWith(false, manifest({ publicPath: 'auto' }));
  await expect(fed.loadRemote('uc_account/ManageAccount')).rejects.toThrow();
  expect(entries).toEqual([MANIFEST_URL]);
});
