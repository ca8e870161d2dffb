// Serves the standalone build (standalone/dist, `npm run build:standalone`) the way production would: static files,
// the host's Content-Security-Policy, an app-config.json pointed at a provider stand-in of its own.
// Used by the standalone end-to-end smoke test and by `npm run bench`.
const fs = require('fs');
const path = require('path');
const { createStaticServer } = require('../serve-static');
const { appConfigFor, hostHeadersFor, portsFrom, startProvider } = require('../stack');

const ROOT = path.join(__dirname, '../..');
const STANDALONE_DIST = path.join(ROOT, 'standalone/dist');

/**
 * @param {object} [o]
 * @param {number} [o.portBase] the app's port; the provider takes portBase + 100 (as in scripts/stack.js)
 * @param {string} [o.root] the standalone build folder (default standalone/dist)
 * @param {string} [o.providerUrl] use this running provider instead of starting one
 */
async function startStandalone({ portBase = 3050, root = STANDALONE_DIST, providerUrl } = {}) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`standalone build missing in ${root}: run \`npm run build:standalone\``);
  }
  const ports = portsFrom(portBase);
  const provider = providerUrl ? null : await startProvider(ports.provider);
  const providerBase = `${providerUrl || provider.url}/`.replace(/\/+$/, '/');
  // The federated host's config, moved to this provider; `remotes` stays in the file but the build never reads it.
  const built = JSON.parse(fs.readFileSync(path.join(root, 'app-config.json'), 'utf8'));
  const config = JSON.parse(
    JSON.stringify({ ...built, ...appConfigFor(ports) }).split(`http://localhost:${ports.provider}/`).join(providerBase),
  );
  config.apiBase = providerBase;
  const server = await createStaticServer({
    root,
    port: ports.host,
    overrides: { '/app-config.json': JSON.stringify(config, null, 2) },
    headers: hostHeadersFor(config),
  });
  return {
    url: server.url,
    port: ports.host,
    provider: { url: providerUrl || provider.url },
    ports: [ports.host, ports.provider],
    stop: async () => {
      await server.close();
      if (provider) await provider.close();
    },
  };
}

module.exports = { startStandalone, startProvider, STANDALONE_DIST };
