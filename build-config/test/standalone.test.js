// The standalone build's wiring (issue 7): every remote route has a page in it, no federation plugin, the swapped
// host modules exist; and the bench's duplicate-library rule. No timing here: measurement lives in `npm run bench`.
const fs = require('fs');
const path = require('path');
const { localPages } = require('../../standalone/local-pages-loader');
const standaloneConfig = require('../webpack-standalone');
const { findDuplicates } = require('../../scripts/bench/duplicates');

const ROOT = path.join(__dirname, '../..');

function remoteRoutes() {
  const src = fs.readFileSync(path.join(ROOT, 'host/src/routes/route-table.ts'), 'utf8');
  return [...src.matchAll(/remote\('(\w+)', '(\.\/\w+)'/g)].map((m) => `${m[1]}:${m[2]}`);
}

test('every remote page of the route table is imported by the standalone build, from a file that exists', () => {
  const pages = localPages();
  const routes = remoteRoutes();
  expect(routes.length).toBeGreaterThan(30);
  for (const key of routes) {
    expect(pages).toHaveProperty([key]);
    expect(fs.existsSync(pages[key])).toBe(true);
  }
});

test('the standalone build has no Module Federation plugin and swaps the host federation modules for local ones', () => {
  const config = standaloneConfig({ outDir: path.join(ROOT, 'standalone/dist') }, { mode: 'production' });
  expect(config.plugins.map((p) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
  // nor a remote page's <script src="mf-runtime-core.js"> (the file does not exist here: a 404 on every open)
  expect(config.plugins.map((p) => p.constructor.name)).not.toContain('RuntimeCoreScriptPlugin');
  // nor the remotes' reading of the page's federation runtime (issue 37)
  expect(config.plugins.map((p) => p.constructor.name)).not.toContain('PageBundlerRuntimePlugin');
  expect(config.plugins.map((p) => p.constructor.name)).not.toContain('SingleShareRuntimePlugin');
  expect(config.plugins.map((p) => p.constructor.name)).not.toContain('ContainerWithoutProvidesPlugin');
  // its chunks keep their names (the transport chunk, the texts of each language): only a remote's go by id
  expect(config.output.chunkFilename).toBe('[name].[contenthash:8].js');
  // the old-webview polyfills first (issue 10), then the standalone app's own entry
  expect(config.entry.main).toHaveLength(2);
  expect(config.entry.main[0]).toMatch(/polyfills[\\/]install\.ts$/);
  expect(config.entry.main.every((file) => fs.existsSync(file))).toBe(true);
  expect(config.output.path).toBe(path.join(ROOT, 'standalone/dist'));
  for (const [from, to] of Object.entries(standaloneConfig.SWAPS)) {
    expect(fs.existsSync(`${from}.ts`)).toBe(true);
    expect(fs.existsSync(to)).toBe(true);
  }
});

test('bench duplicate rule: a library from two builds is a second copy; twice in one build is only repeated bytes', () => {
  const maps = {
    host: { 'a.js': ['react/index.js', 'lucide-react/x.mjs'], 'b.js': ['lucide-react/x.mjs'] },
    'remote-account': { 'c.js': ['react/index.js'], 'remoteEntry.js': ['@module-federation/sdk/dist/index.js'] },
  };
  const ports = { 3000: 'host', 3001: 'remote-account' };
  const r = findDuplicates(
    ['http://localhost:3000/a.js', 'http://localhost:3000/b.js', 'http://localhost:3001/c.js', 'http://localhost:3001/remoteEntry.js', 'http://localhost:3001/x.js'],
    ports,
    maps,
  );
  expect(r.duplicates).toEqual([{ library: 'react', module: 'react/index.js', urls: ['http://localhost:3000/a.js', 'http://localhost:3001/c.js'] }]);
  expect(r.repeatedBytes.map((d) => d.library)).toEqual(['lucide-react']);
  expect(r.others).toEqual([]);
  expect(r.unmapped).toEqual(['http://localhost:3001/x.js']);
});
