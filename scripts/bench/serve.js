// Both builds on localhost for the bench: the federated apps (host + four remotes, each its own origin, from
// bench-results/builds) with a provider stand-in, and the standalone app with a provider of its own.
const path = require('path');
const { createStaticServer } = require('../serve-static');
const { appConfigFor, hostHeadersFor, portsFrom } = require('../stack');
const { APP_DIRS } = require('../apps');
const { startProvider, startStandalone } = require('./standalone-server');
const { outDirOf } = require('./build');

async function startFederated(portBase) {
  const ports = portsFrom(portBase);
  const provider = await startProvider(ports.provider);
  const config = appConfigFor(ports);
  const servers = [];
  for (const dir of APP_DIRS) {
    servers.push(
      await createStaticServer({
        root: outDirOf(dir),
        port: ports[dir],
        overrides: dir === 'host' ? { '/app-config.json': JSON.stringify(config, null, 2) } : {},
        headers: dir === 'host' ? hostHeadersFor(config) : {},
      }),
    );
  }
  return {
    url: `http://localhost:${ports.host}`,
    providerUrl: provider.url,
    /** port → the build folder it serves (the duplicate check maps loaded files to modules with it) */
    buildOfPort: Object.fromEntries(APP_DIRS.map((d) => [String(ports[d]), d])),
    ports: [...APP_DIRS.map((d) => ports[d]), ports.provider],
    stop: async () => {
      await Promise.all(servers.map((s) => s.close()));
      await provider.close();
    },
  };
}

async function startStandaloneForBench(portBase) {
  const app = await startStandalone({ portBase, root: outDirOf('standalone') });
  return {
    url: app.url,
    providerUrl: app.provider.url,
    buildOfPort: { [String(app.port)]: 'standalone' },
    ports: app.ports,
    stop: app.stop,
  };
}

module.exports = { startFederated, startStandaloneForBench, path };
