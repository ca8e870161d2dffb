// `npm run lighthouse -- --sources`: which modules make up main.js's unused JavaScript on logged-out home. The host and
// the standalone app are built once more with source maps (bench-results/lighthouse-maps/, never the measured builds),
// served as before, and one Lighthouse run each is read with Lighthouse's own bundle and coverage computations.
const fs = require('fs');
const path = require('path');
const { buildOne, BUILDS, TARGETS } = require('../bench/build');
const { MAIN_JS } = require('./run');

const MAPS = path.join(BUILDS, '..', 'lighthouse-maps');
const mapsDirOf = (name) => path.join(MAPS, name);

/** Builds the host and the standalone app with `devtool: 'source-map'`. */
async function buildWithSourceMaps(log = console.log) {
  for (const name of ['host', 'standalone']) {
    const r = await buildOne(TARGETS.find((t) => t.name === name), { outDir: mapsDirOf(name), devtool: 'source-map' });
    log(`built ${name} with source maps (${r.seconds.toFixed(1)} s)`);
  }
}

/** Our code in a source path of the host's build (its context is host/): `./src/…` is the host's, `../shared/src/…`. */
const OURS = /^(?:\.\/(src)\/|(?:\.\.\/)+((?:shared|standalone|host|remote-[a-z]+)\/src)\/)/;

/**
 * A source file of the map → what it belongs to: an npm package, or one of our folders (two levels below src/).
 * A library that ships its own source map (Redux Toolkit, immer) names its files `../src/…` without the package: it is
 * the package among `packages` (those seen in the same map) that has that file.
 */
function groupOf(source, packages = [], nodeModules = path.join(__dirname, '../../node_modules')) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ours = OURS.exec(s);
  if (ours) {
    const base = ours[1] ? 'host/src' : ours[2];
    const rest = s.slice(ours[0].length).split('/');
    return rest.length > 1 ? `${base}/${rest[0]}` : base;
  }
  const file = s.replace(/^(\.\.?\/)+/, '');
  const owner = packages.find((p) => fs.existsSync(path.join(nodeModules, p, file)));
  return owner || `(a library's own map) ${file.split('/').slice(0, 2).join('/')}`;
}
/**
 * main.js of one Lighthouse result (`app`'s source-mapped build, 'host' or 'standalone'): unused bytes per group and per file, minified and scaled to
 * the transferred (gzip) size as Lighthouse does.
 */
async function unusedByModule(result, app) {
  const { JSBundles } = await import('lighthouse/core/computed/js-bundles.js');
  const { UnusedJavascriptSummary } = await import('lighthouse/core/computed/unused-javascript-summary.js');
  const { artifacts, lhr } = result;
  const context = { computedCache: new Map() };
  const script = artifacts.Scripts.find((s) => MAIN_JS.test(s.url));
  if (!script) return { error: 'main.js not among the scripts' };
  const bundle = (await JSBundles.request({ Scripts: artifacts.Scripts, SourceMaps: artifacts.SourceMaps }, context)).find(
    (b) => b.script.scriptId === script.scriptId,
  );
  const coverage = artifacts.JsUsage[script.scriptId];
  if (!bundle || 'errorMessage' in bundle.sizes || !coverage) return { error: 'no source map or coverage for main.js' };
  const summary = await UnusedJavascriptSummary.request({ scriptId: script.scriptId, scriptCoverage: coverage, bundle }, context);
  const record = lhr.audits['network-requests'].details.items.find((r) => r.url === script.url);
  const gzipRatio = record && record.resourceSize ? record.transferSize / record.resourceSize : 1;
  // The packages webpack put into main.js (the build's module map), for the files named by a library's own map.
  const moduleMap = JSON.parse(fs.readFileSync(`${mapsDirOf(app)}.modules.json`, 'utf8')).files;
  const mainModules = moduleMap[path.basename(new URL(script.url).pathname)] || [];
  const packages = [...new Set(mainModules.map((m) => groupOf(`node_modules/${m}`)))];
  const files = Object.entries(bundle.sizes.files).map(([source, total]) => ({
    source: source.replace(/^webpack:\/\/[^/]*\//, ''),
    group: groupOf(source, packages),
    total,
    unused: (summary.sourcesWastedBytes || {})[source] || 0,
  }));
  const groups = new Map();
  for (const f of files) {
    const g = groups.get(f.group) || { group: f.group, total: 0, unused: 0, files: 0 };
    g.total += f.total;
    g.unused += f.unused;
    g.files += 1;
    groups.set(f.group, g);
  }
  const gz = (n) => Math.round(n * gzipRatio);
  const withGzip = (x) => ({ ...x, totalGzip: gz(x.total), unusedGzip: gz(x.unused) });
  return {
    url: script.url,
    gzipRatio,
    total: summary.totalBytes,
    unused: summary.wastedBytes,
    unusedGzip: gz(summary.wastedBytes),
    groups: [...groups.values()].sort((a, b) => b.unused - a.unused).map(withGzip),
    files: files.sort((a, b) => b.unused - a.unused).slice(0, 40).map(withGzip),
  };
}

module.exports = { buildWithSourceMaps, unusedByModule, mapsDirOf, groupOf };
