// Production build of every app, two at a time (the machine has two cores); prints each app's build time.
const { spawn } = require('child_process');
const path = require('path');
const { APP_DIRS } = require('./apps');

const ROOT = path.join(__dirname, '..');
const WEBPACK = require.resolve('webpack-cli/bin/cli.js');

function buildApp(dir) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WEBPACK, '--mode', 'production'], {
      cwd: path.join(ROOT, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`build of ${dir} failed (exit ${code}):\n${out}`));
      resolve({ dir, seconds, warnings: /WARNING/.test(out) ? out : '' });
    });
  });
}

async function buildAll(dirs = APP_DIRS, concurrency = 2) {
  const queue = [...dirs];
  const results = [];
  async function worker() {
    while (queue.length) {
      const dir = queue.shift();
      const r = await buildApp(dir);
      console.log(`built ${r.dir.padEnd(16)} ${r.seconds.toFixed(1)} s`);
      results.push(r);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, dirs.length) }, worker));
  return results;
}

module.exports = { buildAll, buildApp };

if (require.main === module) {
  const only = process.argv.slice(2);
  const started = Date.now();
  buildAll(only.length ? only : APP_DIRS)
    .then(() => console.log(`all builds done in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((e) => {
      console.error(e.message);
      process.exit(1);
    });
}
