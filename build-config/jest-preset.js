// One jest configuration for every package: swc for TypeScript/TSX, jsdom, CSS stubbed.
const path = require('path');
const { STAND_INS } = require('./library-trims');

// jsencrypt as the builds ship it: its ES modules (not the bundled bin/ file jest's `require` condition picks) with the
// key-export and SHA-256 modules replaced (library-trims/), so the RSA tests run exactly the code home runs.
const JSENCRYPT_TRIMMED = {
  '^jsencrypt$': path.join(__dirname, '../node_modules/jsencrypt/lib/index.js'),
  '^\\./lib/jsrsasign/asn1-1\\.0$': STAND_INS.jsencryptKeyExport,
  // jsencrypt's own relative imports of its SHA-256 (rsa.js, JSEncrypt.js); nothing else we test imports a './sha256'
  '^\\./(lib/jsbn/)?sha256$': STAND_INS.jsencryptSha256,
};

/**
 * @param {object} [overrides] jest options of the package
 * @param {{ apiHooks?: boolean }} [o] apiHooks: RTK Query's React hooks installed before each test file (default true;
 *   the host's tests run without them, as home does)
 */
function jestConfig(rootDir, overrides = {}, { apiHooks = true } = {}) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(i18next|react-i18next|lucide-react|jsencrypt)/)'],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-stub.js'),
      '\\.(svg|png|jpg)$': path.join(__dirname, 'style-stub.js'),
      // the facades' own aliases (shared-facades/index.js): under jest, the packages themselves
      '^@uc/unshared/(.+)$': '$1',
      ...JSENCRYPT_TRIMMED,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js'), ...(apiHooks ? [path.join(__dirname, 'jest-api-hooks.js')] : [])],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...overrides,
  };
}

module.exports = { jestConfig };
