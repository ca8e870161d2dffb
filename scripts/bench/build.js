// The bench's builds: every app and the standalone app, one at a time (the per-app production build time of this
// machine, issue 7 point 4), each into bench-results/builds/<app> with a map of which file holds which library.
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const { APP_DIRS } = require('../apps');

const ROOT = path.join(__dirname, '../..');
const BUILDS = path.join(ROOT, 'bench-results/builds');
const TARGETS = [
  ...APP_DIRS.map((dir) => ({ name: dir, config: path.join(ROOT, dir, 'webpack.config.js'), cwd: path.join(ROOT, dir) })),
  { name: 'standalone', config: path.join(ROOT, 'build-config/webpack-standalone.js'), cwd: ROOT },
];

const outDirOf = (name) => path.join(BUILDS, name);
const mapFileOf = (name) => path.join(BUILDS, `${name}.modules.json`);

/** `o.outDir` / `o.devtool`: another folder and webpack devtool (the Lighthouse source-map builds); default the bench's. */
function buildOne(target, { outDir = outDirOf(target.name), devtool } = {}) {
  const started = Date.now();
  const mapFile = outDir === outDirOf(target.name) ? mapFileOf(target.name) : `${outDir}.modules.json`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(__dirname, 'build-child.js'), target.config, target.cwd, outDir, mapFile, ...(devtool ? [devtool] : [])],
      { cwd: target.cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`bench build of ${target.name} failed (exit ${code}):\n${out}`));
      const line = out.trim().split('\n').pop();
      let compileSeconds = null;
      try {
        compileSeconds = JSON.parse(line).compileMs / 1000;
      } catch {
        /* keep null */
      }
      resolve({ app: target.name, seconds, compileSeconds });
    });
  });
}

/** Builds every target in turn; returns [{ app, seconds (wall clock of the build process), compileSeconds }]. */
async function buildForBench(log = console.log) {
  fs.mkdirSync(BUILDS, { recursive: true });
  const times = [];
  for (const target of TARGETS) {
    const r = await buildOne(target);
    log(`built ${r.app.padEnd(16)} ${r.seconds.toFixed(1)} s`);
    times.push(r);
  }
  return times;
}

/**
 * The builds `npm run bench` and `npm run lighthouse` measure: reused with --no-build when they exist, else built
 * (every app and the standalone app, one at a time). Returns the build times (of this run, or of the reused one).
 */
async function buildsFor({ noBuild, log = console.log }) {
  const timesFile = path.join(BUILDS, 'build-times.json');
  if (noBuild && haveBuilds() && fs.existsSync(timesFile)) {
    log('reusing bench-results/builds (--no-build)');
    return JSON.parse(fs.readFileSync(timesFile, 'utf8'));
  }
  log('production builds, one at a time (2-core machine):');
  const times = await buildForBench(log);
  fs.writeFileSync(timesFile, JSON.stringify(times, null, 2));
  return times;
}

function haveBuilds() {
  return TARGETS.every((t) => fs.existsSync(path.join(outDirOf(t.name), 'index.html')) && fs.existsSync(mapFileOf(t.name)));
}

function moduleMaps() {
  return Object.fromEntries(TARGETS.map((t) => [t.name, JSON.parse(fs.readFileSync(mapFileOf(t.name), 'utf8')).files]));
}

module.exports = { buildForBench, buildsFor, buildOne, haveBuilds, moduleMaps, outDirOf, BUILDS, TARGETS };
