// Both builds on localhost for the bench: the federated apps (host + four remotes, each its own origin, from
// bench-results/builds) with a provider stand-in, and the standalone app with a provider of its own.
const path = require('path');
const { createStaticServer } = require('../serve-static');
const { appConfigFor, hostHeadersFor, portsFrom } = require('../stack');
const { APP_DIRS } = require('../apps');
const { startProvider, startStandalone } = require('./standalone-server');
const { outDirOf } = require('./build');

/** `o.roots`: app folder → another build folder to serve it from (the Lighthouse source-map build of the host). */
async function startFederated(portBase, { roots = {} } = {}) {
  const ports = portsFrom(portBase);
  const provider = await startProvider(ports.provider);
  const config = appConfigFor(ports);
  const servers = [];
  for (const dir of APP_DIRS) {
    servers.push(
      await createStaticServer({
        root: roots[dir] || outDirOf(dir),
        port: ports[dir],
        overrides: dir === 'host' ? { '/app-config.json': JSON.stringify(config, null, 2) } : {},
        headers: dir === 'host' ? hostHeadersFor(config) : {},
        cors: dir !== 'host',
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

async function startStandaloneForBench(portBase, { root = outDirOf('standalone') } = {}) {
  const app = await startStandalone({ portBase, root });
  return {
    url: app.url,
    providerUrl: app.provider.url,
    buildOfPort: { [String(app.port)]: 'standalone' },
    ports: app.ports,
    stop: app.stop,
  };
}

module.exports = { startFederated, startStandaloneForBench, path };
