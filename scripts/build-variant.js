// Builds a throw-away variant of one app for the deployment end-to-end tests: the app's sources are copied
// into a folder under the repo's ignored .tmp/ (node_modules resolve from the repo root), text edits are
// applied to the copy, and the production build lands in `<work>/dist`. The real app folder is never touched.
//
//   node scripts/build-variant.js <app-dir> <work-dir> [--edit file::from::to]… [--shared-version v]
//        [--shared-required range] [--no-minify]
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

const ROOT = path.join(__dirname, '..');
const COPIED = ['src', 'public', 'exposes.js', 'webpack.config.js', 'package.json', 'tsconfig.json'];

/** Copies the app's sources into workDir (inside the repo, so `@uc/*` and libraries resolve) and applies edits. */
function prepareVariant(appDir, workDir, edits = []) {
  const from = path.join(ROOT, appDir);
  const to = path.resolve(workDir);
  if (!to.startsWith(ROOT + path.sep)) throw new Error(`variant folder ${to} must be inside ${ROOT} for module resolution`);
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const name of COPIED) {
    if (fs.existsSync(path.join(from, name))) fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
  for (const { file, from: before, to: after } of edits) {
    const full = path.join(to, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(before)) throw new Error(`${file} of ${appDir} does not contain ${JSON.stringify(before)}`);
    fs.writeFileSync(full, text.split(before).join(after));
  }
  return to;
}

/**
 * @param {object} o
 * @param {string} o.appDir e.g. 'remote-deletion' or 'host'
 * @param {string} o.workDir absolute folder inside the repo (e.g. <repo>/.tmp/e2e-variants/x)
 * @param {{file:string, from:string, to:string}[]} [o.edits]
 * @param {string} [o.sharedVersion] the @uc/shared version the build provides
 * @param {string} [o.sharedRequired] the @uc/shared range the build requires
 * @param {string} [o.reactVersion] the React version the build says it was built against (its range: ^that)
 * @param {boolean} [o.minify] default false (faster)
 * @returns {Promise<string>} the dist folder
 */
function buildVariant({ appDir, workDir, edits = [], sharedVersion, sharedRequired, reactVersion, minify = false }) {
  const dir = prepareVariant(appDir, workDir, edits);
  const args = [require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] }), '--mode', 'production'];
  if (!minify) args.push('--env', 'noMinify');
  if (sharedVersion) args.push('--env', `sharedVersion=${sharedVersion}`);
  if (sharedRequired) args.push('--env', `sharedRequired=${sharedRequired}`);
  if (reactVersion) args.push('--env', `reactVersion=${reactVersion}`);
  const env = { ...process.env };
  delete env.UC_OUT_DIR;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const dist = path.join(dir, 'dist');
      if (code === 0 && fs.existsSync(path.join(dist, 'index.html'))) resolve(dist);
      else reject(new Error(`variant build of ${appDir} failed (exit ${code}):\n${log}`));
    });
  });
}

module.exports = { buildVariant, prepareVariant };

if (require.main === module) {
  const [appDir, workDir, ...rest] = process.argv.slice(2);
  const o = { appDir, workDir: path.resolve(workDir), edits: [] };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--edit') {
      const [file, from, to] = rest[++i].split('::');
      o.edits.push({ file, from, to });
    } else if (rest[i] === '--shared-version') o.sharedVersion = rest[++i];
    else if (rest[i] === '--shared-required') o.sharedRequired = rest[++i];
    else if (rest[i] === '--react-version') o.reactVersion = rest[++i];
    else if (rest[i] === '--minify') o.minify = true;
  }
  const started = Date.now();
  buildVariant(o).then(
    (dist) => console.log(`built ${appDir} variant into ${dist} in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
