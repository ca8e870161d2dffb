// The shared singleton list: one version source (@uc/shared's package.json) and the kernel's skew guard.
const { sharedSingletons, KERNEL_KEYS } = require('../federation');
const sharedPkg = require('../../shared/package.json');

test('every library is a singleton at the version @uc/shared pins', () => {
  const shared = sharedSingletons();
  for (const [name, entry] of Object.entries(shared)) {
    expect([name, entry.singleton]).toEqual([name, true]);
    if (!KERNEL_KEYS.includes(name)) expect(entry.requiredVersion).toBe(`^${entry.version}`);
  }
  expect(shared.react.version).toBe(sharedPkg.dependencies.react);
});

test('the kernel: provided at its package version, required within its major, strictly (a skewed remote fails to load)', () => {
  const kernel = sharedSingletons()['@uc/shared'];
  const major = sharedPkg.version.split('.')[0];
  expect(kernel).toEqual({ singleton: true, strictVersion: true, version: sharedPkg.version, requiredVersion: `^${major}.0.0` });
});

test('the kernel\'s sub-path entries are shares of their own, under the kernel\'s version and rule', () => {
  const shared = sharedSingletons({ version: '1.1.0' });
  expect(KERNEL_KEYS).toEqual(['@uc/shared', '@uc/shared/html', '@uc/shared/sign', '@uc/shared/forms', '@uc/shared/hosted']);
  for (const key of KERNEL_KEYS) expect([key, shared[key]]).toEqual([key, shared['@uc/shared']]);
});

test('React and react-dom (and their sub-paths) are strict: a remote built against another React major is refused', () => {
  const shared = sharedSingletons();
  for (const key of ['react', 'react-dom', 'react/', 'react-dom/']) {
    expect([key, shared[key].strictVersion]).toEqual([key, true]);
  }
  for (const key of ['i18next', 'react-i18next', 'react-router-dom', '@reduxjs/toolkit', 'axios']) {
    expect([key, shared[key].strictVersion]).toEqual([key, undefined]);
  }
});

test('test-only overrides for the version-skew builds', () => {
  expect(sharedSingletons({ react: '19.1.0' })['react-dom/']).toEqual({ singleton: true, strictVersion: true, version: '19.1.0', requiredVersion: '^19.1.0' });
  expect(sharedSingletons({ react: '19.1.0' }).i18next.version).toBe(sharedPkg.dependencies.i18next);
  expect(sharedSingletons({ version: '1.1.0' })['@uc/shared']).toMatchObject({ version: '1.1.0', requiredVersion: '^1.0.0' });
  expect(sharedSingletons({ requiredVersion: '^2.0.0' })['@uc/shared']).toMatchObject({ version: sharedPkg.version, requiredVersion: '^2.0.0' });
});

describe('the host starts the federation runtime itself (issue 7)', () => {
  const path = require('path');
  const { createAppConfig } = require('../webpack-app');
  const { hostShareConfigs } = require('../federation');
  const hostConfig = (env = {}) =>
    createAppConfig({ app: 'host', dir: path.join(__dirname, '../../host'), federation: 'runtime' })(env, { mode: 'production' });
  const defines = (config) => config.plugins.find((p) => p.constructor.name === 'DefinePlugin').definitions;

  test('no webpack federation plugin; the runtime is told it runs in browsers, and what the host lends', () => {
    const config = hostConfig();
    expect(config.plugins.map((p) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
    expect(JSON.parse(defines(config).ENV_TARGET)).toBe('web');
    expect(JSON.parse(defines(config).__UC_HOST_SHARES__)).toEqual(hostShareConfigs());
    // the remotes' init() runs on this build's runtime: it must find their instances by name, not take the host's
    expect(defines(config)).not.toHaveProperty('FEDERATION_BUILD_IDENTIFIER');
  });

  test('prefix keys are spelled out per subpath; the version-skew builds override the kernel version', () => {
    const shares = JSON.parse(defines(hostConfig({ sharedVersion: '1.1.0' })).__UC_HOST_SHARES__);
    expect(Object.keys(shares)).toEqual(expect.arrayContaining(['react/jsx-runtime', 'react-dom/client']));
    expect(Object.keys(shares).some((k) => k.endsWith('/'))).toBe(false);
    expect(shares['@uc/shared']).toEqual({ version: '1.1.0', shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^1.0.0' } });
  });

  test('remotes keep the plugin (a container, a manifest)', () => {
    const remote = createAppConfig({ app: 'account', dir: path.join(__dirname, '../../remote-account'), exposes: { './X': './src/x.ts' } })({}, { mode: 'production' });
    expect(remote.plugins.map((p) => p.constructor.name)).toContain('ModuleFederationPlugin');
  });
});

describe('remotes run on the page’s federation runtime core (issue 7)', () => {
  const path = require('path');
  const { createRemoteConfigs, RUNTIME_CORE_FILE } = require('../webpack-app');
  const dir = path.join(__dirname, '../../remote-account');
  const [app, core] = createRemoteConfigs({ app: 'account', dir, exposes: { './X': './src/x.ts' } }).map((f) => f({}, { mode: 'production' }));
  const mfOptions = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;

  test('the container carries no runtime core of its own', () => {
    expect(mfOptions(app).experiments).toMatchObject({ externalRuntime: true, optimization: { target: 'web' } });
  });

  test('nor a webpack bundler runtime: the plugin\'s import of it reads the page\'s (issue 37)', () => {
    const { BUNDLER_RUNTIME_REQUEST } = require('../webpack-app');
    const { BUNDLER_RUNTIME_GLOBAL } = require('../federation-runtime-globals');
    // the very file the federation plugin's runtime entry imports
    const { resolveRuntimePaths } = require(require.resolve('@module-federation/enhanced/webpack').replace(/webpack\.js$/, 'lib/container/runtime/FederationRuntimePlugin.js'));
    expect(BUNDLER_RUNTIME_REQUEST).toBe(resolveRuntimePaths().bundlerRuntimePath.split(path.sep).join('/'));
    const externals = app.plugins.filter((p) => p.constructor.name === 'PageBundlerRuntimePlugin');
    expect(externals.map((p) => [p.type, p.externals])).toEqual([['global', { [BUNDLER_RUNTIME_REQUEST]: BUNDLER_RUNTIME_GLOBAL }]]);
  });

  test('its own page gets one from a second compilation into the same folder, polyfills first, kept by the clean', () => {
    expect(core.output.path).toBe(app.output.path);
    expect(core.output.filename).toBe(RUNTIME_CORE_FILE);
    // no federation plugin of its own: the plugin's browser-only define, and its gzip and brotli copies (precompress.js)
    expect((core.plugins || []).map((p) => p.constructor.name)).toEqual(['DefinePlugin', 'CompressionPlugin', 'CompressionPlugin']);
    expect(core.plugins[0].definitions).toEqual({ ENV_TARGET: JSON.stringify('web') });
    const entry = core.entry['mf-runtime-core'];
    expect(entry[0]).toMatch(/polyfills[\\/]install\.ts$/);
    expect(entry[1]).toMatch(/runtime-core-provider\.js$/);
    expect(app.output.clean.keep.test(RUNTIME_CORE_FILE)).toBe(true);
    expect(app.output.clean.keep.test(`${RUNTIME_CORE_FILE}.gz`)).toBe(true);
    expect(app.plugins.map((p) => p.constructor.name)).toContain('RuntimeCoreScriptPlugin');
  });
});
