// One production build (child process of scripts/bench/build.js):
//   `node build-child.js <config.js> <cwd> <outDir> <map.json> [devtool]`
// (devtool: e.g. 'source-map' for `npm run lighthouse -- --sources`; the bench's own builds keep the production setting).
// Runs webpack from its API with the app's own configuration, then writes which files hold which library modules
// (the duplicate-library check's map) and prints the compile time; the parent measures the wall-clock time.
const path = require('path');
const fs = require('fs');

const [configFile, cwd, outDir, mapFile, devtool] = process.argv.slice(2);
process.chdir(cwd);
const webpack = require('webpack');
const ROOT = path.join(__dirname, '../..');
const SHARED_SRC = path.join(ROOT, 'shared/src') + path.sep;

/** Absolute module path → 'package/relative/file' ('@uc/shared/…' for the kernel), or null for app code. */
function libraryModule(file) {
  if (!file) return null;
  const clean = file.split('?')[0].split('!').pop();
  const i = clean.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (i >= 0) return clean.slice(i + 14).split(path.sep).join('/');
  if (clean.startsWith(SHARED_SRC)) return `@uc/shared/src/${clean.slice(SHARED_SRC.length).split(path.sep).join('/')}`;
  return null;
}

const started = Date.now();
// A remote's configuration is two compilations (the app and its mf-runtime-core.js): both are built and mapped.
const configs = [].concat(require(configFile))
  .map((f) => (typeof f === 'function' ? f({ outDir }, { mode: 'production' }) : f))
  .map((c) => (devtool ? { ...c, devtool } : c));
webpack(configs.length === 1 ? configs[0] : configs, (err, stats) => {
  const compileMs = Date.now() - started;
  if (err || stats.hasErrors()) {
    console.error(err ? err.stack || String(err) : stats.toString('errors-only'));
    process.exit(1);
  }
  // dependentModules: without it, webpack folds most of a chunk's modules into one "dependent modules" group entry (host
  // main.js listed its polyfills alone: react-dom and the rest were invisible to the duplicate check).
  const options = { all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, ids: true };
  const chunks = (stats.stats || [stats]).flatMap((s) => s.toJson(options).chunks);
  const files = {};
  for (const chunk of chunks) {
    const mods = new Set();
    const walk = (list) => {
      for (const m of list || []) {
        const lib = libraryModule(m.nameForCondition);
        if (lib) mods.add(lib);
        walk(m.modules);
      }
    };
    walk(chunk.modules);
    for (const f of chunk.files) if (f.endsWith('.js')) files[f] = [...new Set([...(files[f] || []), ...mods])].sort();
  }
  fs.writeFileSync(mapFile, JSON.stringify({ files }, null, 1));
  console.log(JSON.stringify({ compileMs }));
});
