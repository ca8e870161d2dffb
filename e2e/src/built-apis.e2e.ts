// Issue 10 point 4, run-time half of built-syntax.e2e.ts: every newer API (than Chrome 70 / iOS 12.0) that a built
// file of the host, the remotes or the standalone build uses is installed by shared/src/polyfills/old-webviews.ts or
// accepted in build-config/built-apis.js with its reason. A new one fails here with the files that use it.
import fs from 'fs';
import path from 'path';
import { ACCEPTED, checkBuiltApis } from '../../build-config/built-apis';
import { POLYFILLED_APIS } from '../../shared/src/polyfills/old-webviews';

const ROOT = path.join(__dirname, '../..');
const DISTS = ['host', 'remote-account', 'remote-messages', 'remote-support', 'remote-deletion'].map((app) =>
  path.join(ROOT, app, 'dist'),
);
const STANDALONE_DIST = path.join(ROOT, 'standalone', 'dist');

test('every newer API in a built file is polyfilled or accepted with a reason', () => {
  const dirs = fs.existsSync(STANDALONE_DIST) ? [...DISTS, STANDALONE_DIST] : DISTS;
  const { files, missing, used, uncovered } = checkBuiltApis(dirs, [...POLYFILLED_APIS]);
  expect(missing).toEqual([]);
  expect(files.length).toBeGreaterThan(100);
  if (uncovered.length) {
    throw new Error(
      uncovered
        .map((api) => `${api} (${used[api].since}) in ${used[api].files.length} file(s), e.g. ` +
          `${path.relative(ROOT, used[api].files[0])}: … ${used[api].snippet} …`)
        .join('\n') + '\nAdd it to shared/src/polyfills/old-webviews.ts (or, if never reached, to ACCEPTED with the reason).',
    );
  }
  // the polyfills are there for what ships: each one is used by some built file (the host's entry installs them all)
  const shipped = Object.keys(used);
  expect(POLYFILLED_APIS.filter((api) => !shipped.includes(api))).toEqual([]);
  expect(Object.keys(ACCEPTED).every((api) => !POLYFILLED_APIS.includes(api as never))).toBe(true);
});
