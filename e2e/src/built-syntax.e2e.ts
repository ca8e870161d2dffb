// Issue 10 point 4: every built .js file of every app parses for the oldest webviews we ship to (.browserslistrc:
// Android System WebView 70, iOS 12 Safari): ES2018 + import(), no regex lookbehind. It lives in the end-to-end phase
// because `npm test` builds after the unit tests; a missing dist fails here, it never passes silently.
import fs from 'fs';
import path from 'path';
import { checkBuiltDirs, formatProblems } from '../../build-config/built-syntax';

const ROOT = path.join(__dirname, '../..');
const APP_DISTS = ['host', 'remote-account', 'remote-messages', 'remote-support', 'remote-deletion'].map((app) =>
  path.join(ROOT, app, 'dist'),
);
// The standalone build is made on demand (`npm run build:standalone`, or by standalone.e2e.ts): checked when present.
const STANDALONE_DIST = path.join(ROOT, 'standalone', 'dist');

test('every app has a production build to check', () => {
  const missing = APP_DISTS.filter((dir) => !fs.existsSync(path.join(dir, 'index.html')));
  if (missing.length) throw new Error(`no production build in ${missing.join(', ')}: run \`npm run build\` first`);
});

test('no built file of the host, the remotes or the standalone build carries syntax newer than the targets', () => {
  const dirs = fs.existsSync(STANDALONE_DIST) ? [...APP_DISTS, STANDALONE_DIST] : APP_DISTS;
  const { files, missing, problems } = checkBuiltDirs(dirs);
  expect(missing).toEqual([]);
  expect(files.length).toBeGreaterThan(100);
  if (problems.length) {
    const shown = problems.slice(0, 40);
    throw new Error(
      `${problems.length} place(s) in ${new Set(problems.map((p) => p.file)).size} built file(s) are newer than ` +
        `Chrome 70 / iOS 12 (see .browserslistrc and build-config/webpack-app.js swcRule):\n` +
        formatProblems(shown.map((p) => ({ ...p, file: path.relative(ROOT, p.file) }))),
    );
  }
});

test('no built stylesheet (cssnano-minified) carries CSS Chrome 70 / iOS 12 would drop outside @supports', () => {
  const { checkCss } = require('../../build-config/css-compat') as { checkCss: (css: string) => { message: string }[] };
  const dirs = fs.existsSync(STANDALONE_DIST) ? [...APP_DISTS, STANDALONE_DIST] : APP_DISTS;
  const sheets = dirs.flatMap((dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.css')).map((f) => path.join(dir, f)));
  expect(sheets.length).toBeGreaterThan(20);
  const problems = sheets.flatMap((file) => checkCss(fs.readFileSync(file, 'utf8')).map((p) => `${path.relative(ROOT, file)}: ${p.message}`));
  expect(problems).toEqual([]);
});
