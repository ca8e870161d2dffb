// Starts the whole local product from the production builds: provider stand-in, the four
// remotes and the host, each on its own origin, and the SDK simulator. Used by `npm start`
// and by the end-to-end suite (with another port base so both can run at once).
const fs = require('fs');
const path = require('path');
const http = require('http');
const { spawn } = require('child_process');
const { createStaticServer } = require('./serve-static');
const { APP_DIRS, PORTS, REMOTE_KEYS } = require('./apps');
const { buildCsp } = require('./csp');

const ROOT = path.join(__dirname, '..');

function portsFrom(base) {
  const offset = base - PORTS.host;
  return Object.fromEntries(Object.entries(PORTS).map(([k, p]) => [k, p + offset]));
}

/** The runtime config the host is served with: app-config.json of the build, pointed at this stack. */
function appConfigFor(ports, extra = {}) {
  const file = path.join(ROOT, 'host/dist/app-config.json');
  const provider = `http://localhost:${ports.provider}/`;
  // Every stand-in address of the built config (legal host, ticket frames…) moves to this stack's provider.
  const built = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '{}';
  const base = JSON.parse(built.split(`http://localhost:${PORTS.provider}/`).join(provider));
  const remotes = {};
  for (const [dir, key] of Object.entries(REMOTE_KEYS)) remotes[key] = `http://localhost:${ports[dir]}/mf-manifest.json`;
  return {
    ...base,
    apiBase: provider,
    remotes,
    bridgeOrigins: [`http://localhost:${ports.simulator}`, `http://127.0.0.1:${ports.simulator}`],
    ...extra,
  };
}

/**
 * The local webAccount games (app-config.json `webAccount.apps`) without a key of their own get the stand-in's: it
 * makes a new key pair at every start, so no built file can hold it (its session payload's public_key is the same).
 */
function withStandInKey(config, publicKey) {
  const apps = config.webAccount && typeof config.webAccount === 'object' ? config.webAccount.apps : null;
  if (!publicKey || !apps || typeof apps !== 'object') return config;
  const keyed = Object.fromEntries(Object.entries(apps).map(([id, app]) => [id, app && typeof app === 'object' && !app.publicKey ? { ...app, publicKey } : app]));
  return { ...config, webAccount: { ...config.webAccount, apps: keyed } };
}

async function standInPublicKey(providerUrl) {
  const res = await fetch(`${providerUrl}/__control/session`);
  return (await res.json()).public_key;
}

/** The host HTML's headers: the Content-Security-Policy built from the config it is served with, then the caller's. */
function hostHeadersFor(config, extra = {}, csp = true) {
  return { ...(csp ? { 'Content-Security-Policy': buildCsp(config) } : {}), ...extra };
}

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

/** extensions: the §8 extensions the stand-in speaks ([] = SPEC §7 alone); undefined = its default (every one it implements). */
function startProvider(port, { extensions } = {}) {
  const extensionArgs = Array.isArray(extensions) ? ['--extensions', extensions.join(',') || 'none'] : [];
  const child = spawn(
    process.execPath,
    ['--security-revert=CVE-2023-46809', path.join(ROOT, 'provider-stand-in/src/main.js'), '--port', String(port), ...extensionArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://localhost:${port}`;
  return waitForHttp(`${url}/__control/public-key`).then(
    () => ({
      url,
      log: () => log,
      close: () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill();
        }),
    }),
    (e) => {
      child.kill();
      throw new Error(`${e.message}\n${log}`);
    },
  );
}

function missingBuilds() {
  // The host starts the federation runtime itself (no webpack plugin, no manifest of its own); remotes have one.
  const outputs = (d) => (d === 'host' ? ['index.html'] : ['index.html', 'mf-manifest.json']);
  return APP_DIRS.filter((d) => outputs(d).some((f) => !fs.existsSync(path.join(ROOT, d, 'dist', f))));
}

/**
 * @param {object} [o]
 * @param {number} [o.portBase] the host's port; every other port keeps its offset (3000 → 3001…, 3100, 3200)
 * @param {object} [o.configExtra] keys merged into the host's app-config.json
 * @param {Record<string,string>} [o.hostHeaders] extra headers on the host's HTML
 * @param {boolean} [o.csp] send the production Content-Security-Policy with the host's HTML (default true)
 * @param {string[]} [o.providerExtensions] the §8 extensions both the stand-in speaks and the host's app-config.json lists,
 *   kept through setHostConfig; undefined = the built config's list and the stand-in's default
 */
async function startStack({ portBase = PORTS.host, configExtra = {}, hostHeaders = {}, csp = true, providerExtensions } = {}) {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`production builds missing for ${missing.join(', ')}: run \`npm run build\``);
  const ports = portsFrom(portBase);
  const provider = await startProvider(ports.provider, { extensions: providerExtensions });
  const publicKey = await standInPublicKey(provider.url).catch(() => '');
  // The host's config for `extra`: the page and the stand-in must agree on the extensions, whatever a test re-serves.
  const configFor = (extra = {}) =>
    withStandInKey(appConfigFor(ports, Array.isArray(providerExtensions) ? { providerExtensions, ...extra } : extra), publicKey);
  const apps = {};
  // What setHostConfig changes: the host's app-config.json keys and, optionally, the folder it is served from.
  const host = { configExtra, root: path.join(ROOT, 'host', 'dist') };
  const serveApp = async (dir) => {
    const config = configFor(host.configExtra);
    const overrides = dir === 'host' ? { '/app-config.json': JSON.stringify(config, null, 2) } : {};
    apps[dir] = await createStaticServer({
      root: dir === 'host' ? host.root : path.join(ROOT, dir, 'dist'),
      port: ports[dir],
      overrides,
      headers: dir === 'host' ? hostHeadersFor(config, hostHeaders, csp) : {},
      cors: dir !== 'host',
    });
    return apps[dir];
  };
  for (const dir of APP_DIRS) await serveApp(dir);
  async function setHostConfig(extra, root) {
    host.configExtra = extra;
    host.root = root ? path.resolve(root) : path.join(ROOT, 'host', 'dist');
    if (apps.host) await apps.host.close();
    delete apps.host;
    return serveApp('host');
  }
  const { startSimulator } = require(path.join(ROOT, 'simulator/serve.js'));
  const simulator = await startSimulator({ port: ports.simulator });
  const hostUrl = `http://localhost:${ports.host}`;
  // The simulator's defaults are the fixed local ports; another port base passes its own addresses.
  const simulatorUrl =
    portBase === PORTS.host
      ? `http://localhost:${ports.simulator}/`
      : `http://localhost:${ports.simulator}/?target=${encodeURIComponent(`${hostUrl}/#/index?page=home`)}` +
        `&provider=${encodeURIComponent(provider.url)}`;
  return {
    ports,
    provider,
    hostUrl,
    simulatorUrl,
    appUrl: (dir) => `http://localhost:${ports[dir]}`,
    /** Stops one app's server (a remote going down). */
    stopApp: async (dir) => {
      if (apps[dir]) await apps[dir].close();
      delete apps[dir];
    },
    /** Starts it again on the same port. */
    startApp: (dir) => serveApp(dir),
    /**
     * Re-serves the host on its port with another app-config.json (a deploy pointing `remotes.*` elsewhere):
     * `extra` replaces the configExtra of startStack; `root` serves another host build (default host/dist).
     * The host is not rebuilt; the next page load reads the new config.
     */
    setHostConfig: (extra = {}, { root } = {}) => setHostConfig(extra, root),
    /** The app-config.json the host is served with for `extra` (what setHostConfig serves): for another server of the host. */
    configFor,
    stop: async () => {
      await Promise.all(Object.values(apps).map((a) => a.close()));
      await simulator.close();
      await provider.close();
    },
  };
}

module.exports = { startStack, startProvider, appConfigFor, withStandInKey, hostHeadersFor, portsFrom, missingBuilds };
