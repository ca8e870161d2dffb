// Serves the standalone build (standalone/dist, `npm run build:standalone`) the way production would: static files,
// the host's Content-Security-Policy, an app-config.json pointed at a provider stand-in of its own.
// Used by the standalone end-to-end smoke test and by `npm run bench`.
const fs = require('fs');
const path = require('path');
const http = require('http');
const { spawn } = require('child_process');
const { createStaticServer } = require('../serve-static');
const { appConfigFor, hostHeadersFor, portsFrom } = require('../stack');

const ROOT = path.join(__dirname, '../..');
const STANDALONE_DIST = path.join(ROOT, 'standalone/dist');

function waitForHttp(url, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve();
      });
      req.on('error', () => {
        if (Date.now() > deadline) reject(new Error(`${url} did not answer within ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/** The provider stand-in on `port`, started as scripts/stack.js starts it. */
function startProvider(port) {
  const child = spawn(
    process.execPath,
    ['--security-revert=CVE-2023-46809', path.join(ROOT, 'provider-stand-in/src/main.js'), '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://localhost:${port}`;
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return waitForHttp(`${url}/__control/public-key`).then(
    () => ({ url, log: () => log, close }),
    (e) => {
      child.kill();
      throw new Error(`${e.message}\n${log}`);
    },
  );
}

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
