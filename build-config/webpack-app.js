// One webpack configuration factory for the host and every remote: only names, ports and
// exposes differ between apps, so nothing is copied from one app to the next.
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin, ExternalsPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, hostShareConfigs, APPS } = require('./federation');
const { unsharedAliases } = require('./shared-facades');
const { libraryTrimPlugins } = require('./library-trims');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { FEDERATION_CHUNK, KERNEL_CHUNK, TRANSPORT_CHUNK } = require('./chunk-names');
const { browserslist } = require('./targets');
const { BridgeContractPlugin } = require('./bridge-contract-plugin');
const { precompressPlugins } = require('./precompress');
const { BUNDLER_RUNTIME_GLOBAL } = require('./federation-runtime-globals');
const { SingleShareRuntimePlugin } = require('./single-share-runtime-plugin');
const { ContainerWithoutProvidesPlugin } = require('./container-without-provides-plugin');
const { serviceWorkerPlugins } = require('./service-worker');

/** Copies every file of `public/` into the output (app-config.json, icons). */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const full = path.join(this.dir, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

// Our sources (TypeScript + JSX) and every library under node_modules are compiled down to the webviews we ship to
// (targets.js: Chrome/Android WebView 70, iOS 12): libraries publish ES2020+ (`?.`, `??`, class fields), and the
// federation runtime is a library too. Optional catch binding is lowered as well although both targets read it, so
// every built file parses as ES2018 (the built-syntax check). Polyfill packages are never compiled (core-js would
// polyfill itself); swc inlines its few helpers, so no runtime helper package is needed.
function swcRule(dev) {
  const env = { targets: browserslist, include: ['transform-optional-catch-binding'] };
  return {
    test: /\.(c|m)?(t|j)sx?$/,
    oneOf: [
      {
        exclude: /node_modules/,
        use: {
          loader: require.resolve('swc-loader'),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
            },
            env,
          },
        },
      },
      {
        test: /\.(c|m)?js$/,
        exclude: /node_modules[\\/](core-js|core-js-pure|@swc[\\/]helpers)[\\/]/,
        use: {
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'ecmascript' } }, env, isModule: 'unknown' },
        },
      },
    ],
  };
}

// react-router's package "exports" always pick its development build (no "production" condition): production
// builds take the production files (no dev warnings, smaller), in the host, the remotes and the standalone app alike,
// so the shared singleton is one production copy everywhere.
const ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
// jsencrypt's package exports only its index; the kernel imports its key class alone (shared/src/api/rsa/public-key.ts).
const JSENCRYPT_KEY = { 'jsencrypt/lib/JSEncryptRSAKey$': path.join(path.dirname(require.resolve('jsencrypt/package.json')), 'lib/JSEncryptRSAKey.js') };
const PRODUCTION_ALIASES = {
  'react-router$': path.join(ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs'),
};
const aliasesFor = (dev) => ({ ...(dev ? {} : PRODUCTION_ALIASES), ...JSENCRYPT_KEY, ...unsharedAliases(dev) });

// The host's build only (and the standalone app, built from it): RTK Query's React hooks are not in the api from the
// start; the first page brings them (shared/src/api/api-hooks-slot.ts), so home's path carries no React layer.
const SHARED_API = path.join(__dirname, '../shared/src/api');
const HOST_ALIASES = { [path.join(SHARED_API, 'api-hooks-at-start.ts')]: path.join(SHARED_API, 'api-hooks-later.ts') };

// Issue 10: the APIs Chrome 70 / iOS 12.0 lack (Object.fromEntries, globalThis, …) are installed by the first module
// of every app's entry, before any other module of the bundle runs (shared/src/polyfills/old-webviews.ts). An absolute
// path, so it is never a federation share. Remote pages loaded through remoteEntry.js run inside the host's page,
// after the host's entry installed them.
const OLD_WEBVIEW_POLYFILLS = path.join(__dirname, '../shared/src/polyfills/install.ts');

// The minifier writes the newest syntax these flags allow: `dynamicImport` would let it emit ES2020 (`??`), which
// Chrome 70 / iOS 12 cannot read. Chunks load by script tags (JSONP), never by import(), so nothing else changes.
const OUTPUT_ENVIRONMENT = { dynamicImport: false, dynamicImportInWorker: false };

/** What every compilation of an app has: the mode, the webviews' targets (webpack's own runtime code uses only what
 * they read), quiet output. */
const commonConfig = (dev) => ({
  mode: dev ? 'development' : 'production',
  target: `browserslist:${browserslist.join(', ')}`,
  performance: { hints: false },
  stats: 'errors-warnings',
});

// What the federation plugin's `experiments.optimization.target: 'web'` defines, for a build of the federation runtime
// without the plugin (the host's, mf-runtime-core.js): its Node code paths are dropped.
const BROWSER_ONLY_FEDERATION = { ENV_TARGET: JSON.stringify('web') };

const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/** A remote's async chunk file (production): its id and the build's hash, the same in every chunk of one build. */
const REMOTE_CHUNK_FILE = (ext) => `[id].[fullhash:8].${ext}`;
// with its brotli and gzip copies (precompress.js): the app compilation's clean keeps all three
const RUNTIME_CORE_FILE_RE = /^mf-runtime-core\.js(\.gz|\.br)?$/;

/** The app's own page loads mf-runtime-core.js before its bundles (deferred scripts run in document order). */
class RuntimeCoreScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeCoreScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RuntimeCoreScriptPlugin', (data) => {
        const base = data.publicPath || '';
        const tag = { tagName: 'script', voidTag: false, attributes: { defer: true, src: `${base}${RUNTIME_CORE_FILE}` }, meta: { plugin: 'RuntimeCoreScriptPlugin' } };
        data.headTags.unshift(tag);
        return data;
      });
    });
  }
}

// A build that is deployed (production, minified): its JS and CSS get their brotli and gzip copies (precompress.js). The dev
// server and the end-to-end suite's unminified variant builds skip them.
const shipped = (dev, env) => !dev && !(env && env.noMinify);

const outDirOf = (env, dir) => (env && env.outDir) || process.env.UC_OUT_DIR || path.join(dir, 'dist');

/**
 * The second compilation of a remote: `mf-runtime-core.js`, the federation runtime core its own page provides
 * (runtime-core-provider.js), into the same folder. A fixed name: the page's index.html names it, and the server
 * revalidates every file without a content hash (deploy/nginx.conf).
 * @param {object} o
 * @param {'account'|'messages'|'support'|'deletion'} o.app
 * @param {string} o.dir the app's folder
 */
function runtimeCoreConfig({ app, dir }) {
  return (env, argv) => {
    const dev = argv.mode !== 'production';
    return {
      ...commonConfig(dev),
      name: `${app}-runtime-core`,
      context: dir,
      // it runs before the page's main bundle: the old-webview polyfills (globalThis…) first here too
      entry: { 'mf-runtime-core': [OLD_WEBVIEW_POLYFILLS, path.join(__dirname, 'runtime-core-provider.js')] },
      devtool: false,
      output: {
        path: path.resolve(dir, outDirOf(env, dir)),
        filename: RUNTIME_CORE_FILE,
        uniqueName: `${APPS[app].name}_runtime_core`,
        environment: OUTPUT_ENVIRONMENT,
        clean: false,
      },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [swcRule(dev)] },
      plugins: [new DefinePlugin(BROWSER_ONLY_FEDERATION), ...(shipped(dev, env) ? precompressPlugins() : [])],
      optimization: dev ? {} : { minimize: !(env && env.noMinify) },
    };
  };
}

// webpack's own JS minifier ('...', Terser) and cssnano for the CSS (its default preset, for .browserslistrc's
// webviews): main.css is home's one render-blocking file, and it shipped with its comments and indentation.
const MINIMIZERS = ['...', new CssMinimizerPlugin()];

// What every page of a remote imports (its texts' loader with the language table, the kernel probe each exposed page
// runs first): one chunk per remote, where webpack's 20 KB minimum copied it into every page's chunk (22 copies in the
// bench's every-route visit, 0.4 KB br each); in the one-bundle build likewise, one per remote's pages.
const PAGE_START = /[\\/](remote-[a-z]+)[\\/]src[\\/](?:locales[\\/]register\.ts|locales|kernel-probe\.ts)$/;
// a context module (a folder's lazy `import()` table) has no resource: its folder stands for it
const conditionOf = (module) => (module.nameForCondition && module.nameForCondition()) || module.context || '';
const PAGE_START_GROUP = {
  test: (module) => PAGE_START.test(conditionOf(module)),
  name: (module) => `page-start-${PAGE_START.exec(conditionOf(module))[1]}`,
  chunks: 'async',
  minSize: 0,
  minChunks: 2,
  priority: 10,
  reuseExistingChunk: true,
  enforce: true,
};

// webpack's default chunk splitting, but the kernel's transport chunk (shared/src/api/load-transport.ts: axios,
// jsencrypt and the API client), the host's kernel chunk and its federation runtime stay one file each: their libraries
// are not split off into a vendors chunk of their own, which would make a call's (or a first remote page's) download
// two requests (the runtime's: 0.5 KB of headers more after home, docs/performance.md).
const SPLIT_CHUNKS = {
  cacheGroups: {
    defaultVendors: {
      idHint: 'vendors',
      reuseExistingChunk: true,
      test: /[\\/]node_modules[\\/]/i,
      priority: -10,
      chunks: (chunk) => !chunk.canBeInitial() && ![TRANSPORT_CHUNK, KERNEL_CHUNK, FEDERATION_CHUNK].includes(chunk.name), // 'async', as by default
    },
    pageStart: PAGE_START_GROUP,
  },
};

/** A remote's webpack configuration: the app (container, pages, own page) and its runtime-core file. */
function createRemoteConfigs(o) {
  return [createAppConfig(o), runtimeCoreConfig(o)];
}

const skewOverrides = (env) => ({
  version: (env && env.sharedVersion) || process.env.UC_SHARED_VERSION,
  requiredVersion: (env && env.sharedRequired) || process.env.UC_SHARED_REQUIRED,
  react: (env && env.reactVersion) || process.env.UC_REACT_VERSION,
});

/**
 * An app that starts the federation runtime itself: the constant the webpack plugin would have defined for the
 * runtime (browser-only code paths) and the share list the app lends (`__UC_HOST_SHARES__`, versions from
 * federation.js, the version-skew overrides included). No FEDERATION_BUILD_IDENTIFIER: the remotes run on this
 * build's `@module-federation/runtime`, whose init() would take the host's instance (it bears that identifier) for
 * every remote's; without one it finds each container's instance by name, as each remote's own copy did.
 */
function runtimeFederationDefines(env) {
  return new DefinePlugin({
    ...BROWSER_ONLY_FEDERATION,
    // The runtime's snapshot plugin (and its page-file preloading) compiled out: the host preloads a tapped page's
    // files itself, and host/src/runtime-plugin/manifest-entry.ts reads a manifest's entry instead.
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    __UC_HOST_SHARES__: JSON.stringify(hostShareConfigs(skewOverrides(env))),
  });
}

// The module the federation plugin's runtime entry imports its webpack bundler runtime from, resolved as the plugin
// resolves it (FederationRuntimePlugin: from runtime-tools' place). A remote reads it from the page instead
// (runtime-core-provider.js puts the host's there): with `experiments.externalRuntime` for the core, no
// `@module-federation/*` module is left in its remoteEntry.js or main.js.
const BUNDLER_RUNTIME_REQUEST = require
  .resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [require.resolve('@module-federation/runtime-tools/bundler')] })
  .split(path.sep)
  .join('/');
/** A remote's import of the webpack bundler runtime reads the page's, as `externalRuntime` does for the core. */
class PageBundlerRuntimePlugin extends ExternalsPlugin {
  constructor() {
    super('global', { [BUNDLER_RUNTIME_REQUEST]: BUNDLER_RUNTIME_GLOBAL });
  }
}

/**
 * @param {object} o
 * @param {'host'|'account'|'messages'|'support'|'deletion'} o.app
 * @param {string} o.dir the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [o.exposes] federation exposes of a remote
 * @param {'plugin'|'runtime'} [o.federation] 'plugin': webpack's ModuleFederationPlugin (remotes: a container with
 *   exposes); 'runtime': no plugin, the app starts the federation runtime itself when it first needs a remote (the
 *   host: home's critical path carries no federation code, docs/performance.md)
 * @param {string} [o.title] page title of the app's own page
 */
function createAppConfig({ app, dir, exposes = {}, federation = 'plugin', title = 'User Center' }) {
  const { name, port } = APPS[app];
  // a remote's own build; the host's configuration also makes the one-bundle build (webpack-standalone.js)
  const remote = app !== 'host';
  // Every exposed page first runs the app's kernel probe (the e2e one-copy check), without touching page code.
  const probe = path.join(dir, 'src/kernel-probe.ts');
  const probeRule = fs.existsSync(probe) && Object.keys(exposes).length
    ? [{ test: Object.values(exposes).map((file) => path.resolve(dir, file)), enforce: 'pre', use: [{ loader: require.resolve('./probe-first-loader'), options: { probe } }] }]
    : [];
  return (env, argv) => {
    const dev = argv.mode !== 'production';
    const outDir = outDirOf(env, dir);
    return {
      ...commonConfig(dev),
      context: dir,
      entry: { main: [OLD_WEBVIEW_POLYFILLS, './src/index.ts'] },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.resolve(dir, outDir),
        publicPath: 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        // dev too: two chunks may get the same [name] (a shared facade provided by the page and by the container).
        // A remote's chunks by id and its build's hash: remoteEntry.js carries no table of names (0.3 KB br) nor of
        // per-chunk hashes (0.7 KB br); a deploy of the remote renames every chunk of it (docs/performance.md).
        chunkFilename: remote ? REMOTE_CHUNK_FILE('js') : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        environment: OUTPUT_ENVIRONMENT,
        // mf-runtime-core.js comes from the second compilation of a remote (runtimeCoreConfig): kept.
        clean: federation === 'plugin' ? { keep: RUNTIME_CORE_FILE_RE } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { ...aliasesFor(dev), ...(app === 'host' ? HOST_ALIASES : {}) } },
      module: {
        rules: [
          ...probeRule,
          swcRule(dev),
          {
            test: /\.css$/,
            use: [dev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          { test: /\.(svg|png|jpg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        federation === 'runtime' ? runtimeFederationDefines(env) : new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(skewOverrides(env)),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // Browser-only federation runtime: its node code paths are dropped from main.js and every remoteEntry.js.
          // externalRuntime: the remote's entry and pages use the page's federation runtime core (the host's, or
          // mf-runtime-core.js on the remote's own page) instead of each carrying a copy.
          experiments: { optimization: { target: 'web' }, externalRuntime: true },
        }),
        // and the page's webpack bundler runtime likewise (BUNDLER_RUNTIME_REQUEST above)
        ...(federation === 'plugin' ? [new PageBundlerRuntimePlugin(), new SingleShareRuntimePlugin(), new ContainerWithoutProvidesPlugin(name)] : []),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(dir, 'src/index.html'))
            ? path.join(dir, 'src/index.html')
            : path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
        }),
        new CopyPublicPlugin(path.join(dir, 'public')),
        ...libraryTrimPlugins(),
        // the host ships the native bridge contract for SDK teams' own tests
        ...(app === 'host' ? [new BridgeContractPlugin()] : []),
        // the host's service worker (sw.js): production builds only, the standalone app's too (built from this config)
        ...(app === 'host' && !dev ? serviceWorkerPlugins(dir) : []),
        ...(federation === 'plugin' ? [new RuntimeCoreScriptPlugin()] : []),
        ...(dev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: remote ? REMOTE_CHUNK_FILE('css') : '[name].[contenthash:8].css' })]),
        ...(shipped(dev, env) ? precompressPlugins() : []),
      ],
      // env.noMinify: the end-to-end suite's throw-away variant builds skip terser (faster; same federation output).
      optimization: dev
        ? {}
        : {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            minimize: !(env && env.noMinify),
            minimizer: MINIMIZERS,
            splitChunks: SPLIT_CHUNKS,
          },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
        client: { overlay: false },
        allowedHosts: 'all',
      },
    };
  };
}

module.exports = { HOST_ALIASES, createAppConfig, createRemoteConfigs, runtimeCoreConfig, OLD_WEBVIEW_POLYFILLS, RUNTIME_CORE_FILE, BUNDLER_RUNTIME_REQUEST };
