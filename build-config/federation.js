// The one list of shared singletons every app (host and remotes) uses, so versions cannot drift.
// Versions come from @uc/shared's package.json: the kernel pins the libraries every app shares.
const sharedPkg = require('../shared/package.json');
const { FACADES } = require('./shared-facades');

const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom', // provided through a facade (shared-facades/): react-router itself is not shared on its own
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'axios',
  'lucide-react', // provided through a facade: the icons the kernel and the remotes draw, and lucide's core once
];

// The kernel's share keys: the kernel itself and its sub-path entries (shared/html.ts, sign.ts, forms.ts, hosted.ts),
// each lent on its own so a page downloads only the kernel parts it imports (DOMPurify and crypto-js stay off the
// account pages; the form and hosted-page helpers off every remote's first page). One version and one rule for all of
// them: they are one package. (shared/standalone.ts is no share: only a remote running alone runs it.)
const KERNEL_KEYS = ['@uc/shared', '@uc/shared/html', '@uc/shared/sign', '@uc/shared/forms', '@uc/shared/hosted'];

// Subpath keys: without them `react-dom/client` or `react/jsx-runtime` gets bundled a second time.
const SUBPATH_KEYS = { 'react/': 'react', 'react-dom/': 'react-dom' };

function versionOf(name) {
  const v = sharedPkg.dependencies[name];
  if (!v) throw new Error(`@uc/shared/package.json does not pin ${name}`);
  return v;
}

// strictVersion for React too: a remote built against another React major (a team still on React 19 from before the
// host moved to 18.3, or one that upgrades ahead of the host) fails to load with the "needs a newer version" fallback
// and a remote-incompatible report, instead of rendering its pages with a React it was not built for. The other
// libraries are not strict: a remote built with a newer minor of, say, i18next runs with the page's copy.
const STRICT_LIBRARIES = new Set(['react', 'react-dom']);

/**
 * @param {object} [skew] test-only overrides for version-skew builds (docs/deployment.md "Version skew"):
 * @param {string} [skew.version] the @uc/shared version this build provides (default: shared/package.json)
 * @param {string} [skew.requiredVersion] the @uc/shared range this build requires (default: ^major.0.0)
 * @param {string} [skew.react] the React (and react-dom) version this build says it was built against
 */
function sharedSingletons(skew = {}) {
  const shared = {};
  const entry = (lib) => {
    const strict = STRICT_LIBRARIES.has(lib);
    const v = (strict && skew.react) || versionOf(lib);
    return { singleton: true, requiredVersion: `^${v}`, version: v, ...(strict ? { strictVersion: true } : {}) };
  };
  for (const name of SINGLETON_LIBRARIES) {
    shared[name] = entry(name);
    if (FACADES[name]) shared[name].import = FACADES[name];
  }
  for (const [key, lib] of Object.entries(SUBPATH_KEYS)) shared[key] = entry(lib);
  const version = skew.version || sharedPkg.version;
  // strictVersion: a remote whose kernel range the page's one kernel cannot meet fails to load (the host shows
  // its "incompatible" fallback) instead of running against the wrong kernel or loading a second copy.
  for (const key of KERNEL_KEYS) {
    shared[key] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: skew.requiredVersion || `^${version.split('.')[0]}.0.0`,
      version,
    };
  }
  return shared;
}

// The subpaths behind the prefix keys that remotes import: a host without the webpack plugin (issue 7, the host
// starts the federation runtime itself) lends each of them under its full name.
const SUBPATH_SHARES = { 'react/': ['react/jsx-runtime', 'react/jsx-dev-runtime'], 'react-dom/': ['react-dom/client'] };

/**
 * What the host lends the remotes, as the federation runtime's `shared` option wants it (version + shareConfig),
 * without the getters (host/src/federation/host-shares.ts holds one per key). Same keys and versions as the
 * plugin's sharedSingletons(), prefix keys spelled out.
 * @param {object} [skew] see sharedSingletons
 */
function hostShareConfigs(skew = {}) {
  const out = {};
  for (const [key, entry] of Object.entries(sharedSingletons(skew))) {
    const shareConfig = { singleton: true, requiredVersion: entry.requiredVersion };
    if (entry.strictVersion) shareConfig.strictVersion = true;
    for (const name of SUBPATH_SHARES[key] || [key]) out[name] = { version: entry.version, shareConfig };
  }
  return out;
}

/** The federation names and fixed local ports of the five apps. */
const APPS = {
  host: { name: 'uc_host', port: 3000 },
  account: { name: 'uc_account', port: 3001, dir: 'remote-account' },
  messages: { name: 'uc_messages', port: 3002, dir: 'remote-messages' },
  support: { name: 'uc_support', port: 3003, dir: 'remote-support' },
  deletion: { name: 'uc_deletion', port: 3004, dir: 'remote-deletion' },
};

module.exports = { sharedSingletons, hostShareConfigs, SINGLETON_LIBRARIES, KERNEL_KEYS, APPS };
