// One jest configuration for every package: swc for TypeScript/TSX, jsdom, CSS stubbed.
const path = require('path');
const { STAND_INS } = require('./library-trims');

// jsencrypt as the builds ship it: its ES modules (not the bundled bin/ file jest's `require` condition picks) with the
// key-export and SHA-256 modules replaced (library-trims/), so the RSA tests run exactly the code home runs.
const JSENCRYPT_TRIMMED = {
  '^jsencrypt$': path.join(__dirname, '../node_modules/jsencrypt/lib/index.js'),
  '^jsencrypt/lib/JSEncryptRSAKey$': path.join(__dirname, '../node_modules/jsencrypt/lib/JSEncryptRSAKey.js'),
  '^\\./lib/jsrsasign/asn1-1\\.0$': STAND_INS.jsencryptKeyExport,
  // jsencrypt's own relative imports of its SHA-256 (rsa.js, JSEncrypt.js); nothing else we test imports a './sha256'
  '^\\./(lib/jsbn/)?sha256$': STAND_INS.jsencryptSha256,
};

// The host's build has no RTK Query React hooks at the start (build-config/webpack-app.js HOST_ALIASES): its tests the same.
const HOST_MODULES = { 'api-hooks-at-start$': path.join(__dirname, '../shared/src/api/api-hooks-later.ts') };

/**
 * @param {object} [overrides] jest options of the package
 * @param {{ host?: boolean }} [o] host: the host's module swaps too (its api gets RTK Query's React hooks only when
 *   the first page comes, as in its build)
 */
function jestConfig(rootDir, overrides = {}, { host = false } = {}) {
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
      ...(host ? HOST_MODULES : {}),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...overrides,
  };
}

module.exports = { jestConfig };
