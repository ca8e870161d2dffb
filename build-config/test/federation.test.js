// The shared singleton list: one version source (@uc/shared's package.json) and the kernel's skew guard.
const { sharedSingletons } = require('../federation');
const sharedPkg = require('../../shared/package.json');

test('every library is a singleton at the version @uc/shared pins', () => {
  const shared = sharedSingletons();
  for (const [name, entry] of Object.entries(shared)) {
    expect([name, entry.singleton]).toEqual([name, true]);
    if (name !== '@uc/shared') expect(entry.requiredVersion).toBe(`^${entry.version}`);
  }
  expect(shared.react.version).toBe(sharedPkg.dependencies.react);
});

test('the kernel: provided at its package version, required within its major, strictly (a skewed remote fails to load)', () => {
  const kernel = sharedSingletons()['@uc/shared'];
  const major = sharedPkg.version.split('.')[0];
  expect(kernel).toEqual({ singleton: true, strictVersion: true, version: sharedPkg.version, requiredVersion: `^${major}.0.0` });
});

test('test-only overrides for the version-skew builds', () => {
  expect(sharedSingletons({ version: '1.1.0' })['@uc/shared']).toMatchObject({ version: '1.1.0', requiredVersion: '^1.0.0' });
  expect(sharedSingletons({ requiredVersion: '^2.0.0' })['@uc/shared']).toMatchObject({ version: sharedPkg.version, requiredVersion: '^2.0.0' });
});
