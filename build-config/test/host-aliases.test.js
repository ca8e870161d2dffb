// The host's build, and only the host's, swaps in the module that leaves RTK Query's React hooks out of the api at the
// start (shared/src/api/api-hooks-slot.ts): a remote's own page and a remote's build have them from the start.
const fs = require('fs');
const path = require('path');
const { createAppConfig, createRemoteConfigs, HOST_ALIASES } = require('../webpack-app');

const ROOT = path.join(__dirname, '../..');
const aliasOf = (config) => config.resolve.alias;

test('the host swaps api-hooks-at-start for api-hooks-later; both files exist', () => {
  const [[from, to]] = Object.entries(HOST_ALIASES);
  expect([path.basename(from), path.basename(to)]).toEqual(['api-hooks-at-start.ts', 'api-hooks-later.ts']);
  expect(fs.existsSync(from) && fs.existsSync(to)).toBe(true);
  const host = createAppConfig({ app: 'host', dir: path.join(ROOT, 'host'), federation: 'runtime' })({}, { mode: 'production' });
  expect(aliasOf(host)[from]).toBe(to);
});

test("a remote's build keeps the hooks from the start", () => {
  const [app] = createRemoteConfigs({ app: 'support', dir: path.join(ROOT, 'remote-support'), exposes: require('../../remote-support/exposes').exposes });
  expect(aliasOf(app({}, { mode: 'production' }))[Object.keys(HOST_ALIASES)[0]]).toBeUndefined();
});
