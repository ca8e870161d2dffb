// Production builds write a brotli and a zopfli gzip copy beside each JS and CSS file (precompress.js), which nginx's
// brotli_static/gzip_static and the node static server send as they are: smaller than the server's own gzip, the same
// bytes once decoded.
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const webpack = require('webpack');
const { precompressPlugins } = require('../precompress');
const { createAppConfig, createRemoteConfigs } = require('../webpack-app');

const ROOT = path.join(__dirname, '../..');
const hasPrecompress = (config) => config.plugins.filter((p) => p.constructor.name === 'CompressionPlugin').length === 2;

let dir;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uc-precompress-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('JS and CSS get a .gz copy smaller than gzip -9 and a .br copy smaller than that, both decoding to the file; JSON gets none', async () => {
  // a bundle worth compressing: varied text, not one repeated line
  const words = Array.from({ length: 3000 }, (_, i) => `"w${(i * 7919) % 4093}:${i.toString(36)}"`).join(',\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), `console.log([${words}]);\n`);
  fs.writeFileSync(path.join(dir, 'app-config.json'), JSON.stringify({ padding: 'x'.repeat(2000) }));
  const stats = await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out'), filename: 'main.[contenthash:8].js' },
        optimization: { minimize: false },
        plugins: [
          {
            apply: (compiler) =>
              compiler.hooks.thisCompilation.tap('config', (c) =>
                c.hooks.processAssets.tap({ name: 'config', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
                  c.emitAsset('app-config.json', new webpack.sources.RawSource(fs.readFileSync(path.join(dir, 'app-config.json')))),
                ),
              ),
          },
          ...precompressPlugins(),
        ],
      },
      (err, s) => (err ? reject(err) : resolve(s)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);
  const out = fs.readdirSync(path.join(dir, 'out'));
  const main = out.find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
  expect(out).toContain(`${main}.gz`);
  expect(out).toContain(`${main}.br`);
  expect(out).not.toContain('app-config.json.gz');
  expect(out).not.toContain('app-config.json.br');
  const js = fs.readFileSync(path.join(dir, 'out', main));
  const copy = fs.readFileSync(path.join(dir, 'out', `${main}.gz`));
  expect(zlib.gunzipSync(copy).equals(js)).toBe(true);
  expect(copy.length).toBeLessThan(zlib.gzipSync(js, { level: 9 }).length);
  const br = fs.readFileSync(path.join(dir, 'out', `${main}.br`));
  expect(zlib.brotliDecompressSync(br).equals(js)).toBe(true);
  expect(br.length).toBeLessThan(copy.length);
}, 60_000);

test('only the builds that are deployed get the copies: not the dev server, not the unminified e2e variants', () => {
  const host = createAppConfig({ app: 'host', dir: path.join(ROOT, 'host'), federation: 'runtime' });
  expect(hasPrecompress(host({}, { mode: 'production' }))).toBe(true);
  expect(hasPrecompress(host({ noMinify: true }, { mode: 'production' }))).toBe(false);
  expect(hasPrecompress(host({}, { mode: 'development' }))).toBe(false);
  // a remote's runtime core (mf-runtime-core.js) too
  const [, core] = createRemoteConfigs({ app: 'deletion', dir: path.join(ROOT, 'remote-deletion'), exposes: require('../../remote-deletion/exposes').exposes });
  expect(hasPrecompress(core({}, { mode: 'production' }))).toBe(true);
});
