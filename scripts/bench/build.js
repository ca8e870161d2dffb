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

function buildOne(target) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(__dirname, 'build-child.js'), target.config, target.cwd, outDirOf(target.name), mapFileOf(target.name)],
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

function haveBuilds() {
  return TARGETS.every((t) => fs.existsSync(path.join(outDirOf(t.name), 'index.html')) && fs.existsSync(mapFileOf(t.name)));
}

function moduleMaps() {
  return Object.fromEntries(TARGETS.map((t) => [t.name, JSON.parse(fs.readFileSync(mapFileOf(t.name), 'utf8')).files]));
}

module.exports = { buildForBench, buildOne, haveBuilds, moduleMaps, outDirOf, BUILDS, TARGETS };
