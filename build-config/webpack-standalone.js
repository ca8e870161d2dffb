// The standalone build (issue 7): the host and every remote page in one app, no Module Federation, one copy of
// every library, static files in standalone/dist. It is the host's own webpack configuration (webpack-app.js) with
// the federation plugin removed and the host's two federation modules swapped for plain dynamic imports:
//   host/src/federation/remote-component-cache.ts → standalone/src/local-page-cache.ts (page = import(), one chunk each)
//   host/src/federation/register-remotes.ts       → standalone/src/register-remotes.ts (nothing to register)
// Usage: npm run build:standalone   (or: npx webpack --config build-config/webpack-standalone.js --mode production)
const path = require('path');
const { createAppConfig, OLD_WEBVIEW_POLYFILLS } = require('./webpack-app');

const ROOT = path.join(__dirname, '..');
const HOST = path.join(ROOT, 'host');
const STANDALONE = path.join(ROOT, 'standalone');

/** Host module (absolute, without extension) → the standalone file that replaces it. */
const SWAPS = {
  [path.join(HOST, 'src/federation/remote-component-cache')]: path.join(STANDALONE, 'src/local-page-cache.ts'),
  [path.join(HOST, 'src/federation/register-remotes')]: path.join(STANDALONE, 'src/register-remotes.ts'),
};

/** Replaces a resolved module by its standalone twin, whatever relative request reached it. */
class SwapModulesPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SwapModulesPlugin', (nmf) => {
      nmf.hooks.afterResolve.tap('SwapModulesPlugin', (resolveData) => {
        const data = resolveData.createData;
        if (!data || !data.resource) return;
        const [file, query = ''] = data.resource.split('?');
        const target = SWAPS[file.replace(/\.(t|j)sx?$/, '')];
        if (!target) return;
        data.resource = target + (query ? `?${query}` : '');
        data.context = path.dirname(target); // the swapped file's own imports resolve from its folder
        if (data.resourceResolveData) {
          data.resourceResolveData.path = target;
          data.resourceResolveData.context = { ...data.resourceResolveData.context, issuer: data.resourceResolveData.context?.issuer };
        }
      });
    });
  }
}

const hostConfig = createAppConfig({ app: 'host', dir: HOST, title: 'User Center' });
const FEDERATION_PLUGINS = ['ModuleFederationPlugin', 'PageBundlerRuntimePlugin', 'SingleShareRuntimePlugin', 'ContainerWithoutProvidesPlugin', 'RuntimeCoreScriptPlugin'];

module.exports = (env = {}, argv = {}) => {
  const config = hostConfig(env, argv);
  const outDir = env.outDir || process.env.UC_STANDALONE_OUT_DIR || path.join(STANDALONE, 'dist');
  config.entry = { main: [OLD_WEBVIEW_POLYFILLS, path.join(STANDALONE, 'src/index.ts')] };
  config.output = { ...config.output, path: path.resolve(outDir), publicPath: 'auto', uniqueName: 'uc_standalone' };
  // No federation: neither its plugins nor a remote page's <script src="mf-runtime-core.js"> (no such file here: a 404).
  config.plugins = config.plugins.filter((p) => !FEDERATION_PLUGINS.includes(p.constructor.name));
  config.plugins.push(new SwapModulesPlugin());
  config.module.rules.unshift({
    test: path.join(STANDALONE, 'src/local-pages.ts'),
    enforce: 'pre',
    use: [{ loader: path.join(STANDALONE, 'local-pages-loader.js') }],
  });
  delete config.devServer;
  return config;
};
module.exports.SWAPS = SWAPS;
