// One webpack configuration factory for the host and every remote: only names, ports and
// exposes differ between apps, so nothing is copied from one app to the next.
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, APPS } = require('./federation');
const { browserslist } = require('./targets');

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

function swcRule(dev) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
        },
        env: { targets: browserslist },
      },
    },
  };
}

/**
 * @param {object} o
 * @param {'host'|'account'|'messages'|'support'|'deletion'} o.app
 * @param {string} o.dir the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [o.exposes] federation exposes of a remote
 * @param {string[]} [o.runtimePlugins] federation runtime plugin files (host)
 * @param {string} [o.title] page title of the app's own page
 */
function createAppConfig({ app, dir, exposes = {}, runtimePlugins = [], title = 'User Center' }) {
  const { name, port } = APPS[app];
  // Every exposed page first runs the app's kernel probe (the e2e one-copy check), without touching page code.
  const probe = './src/kernel-probe.ts';
  const probedExposes = fs.existsSync(path.join(dir, probe))
    ? Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: [probe, file] }]))
    : exposes;
  return (env, argv) => {
    const dev = argv.mode !== 'production';
    const outDir = (env && env.outDir) || process.env.UC_OUT_DIR || path.join(dir, 'dist');
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.resolve(dir, outDir),
        publicPath: 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          swcRule(dev),
          {
            test: /\.css$/,
            use: [dev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          { test: /\.(svg|png|jpg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: probedExposes,
          remotes: {},
          shared: sharedSingletons({
            version: (env && env.sharedVersion) || process.env.UC_SHARED_VERSION,
            requiredVersion: (env && env.sharedRequired) || process.env.UC_SHARED_REQUIRED,
          }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(dir, 'src/index.html'))
            ? path.join(dir, 'src/index.html')
            : path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
        }),
        new CopyPublicPlugin(path.join(dir, 'public')),
        ...(dev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]),
      ],
      // env.noMinify: the end-to-end suite's throw-away variant builds skip terser (faster; same federation output).
      optimization: dev ? {} : { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: !(env && env.noMinify) },
      performance: { hints: false },
      stats: 'errors-warnings',
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

module.exports = { createAppConfig };
