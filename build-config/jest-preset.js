// One jest configuration for every package: swc for TypeScript/TSX, jsdom, CSS stubbed.
const path = require('path');
const { STAND_INS } = require('./library-trims');

// jsencrypt as the builds ship it: its ES modules (not the bundled bin/ file jest's `require` condition picks) with the
// key-export module replaced (library-trims/), so the RSA tests run exactly the code home runs.
const JSENCRYPT_TRIMMED = {
  '^jsencrypt$': path.join(__dirname, '../node_modules/jsencrypt/lib/index.js'),
  '^\\./lib/jsrsasign/asn1-1\\.0$': STAND_INS.jsencryptKeyExport,
};

function jestConfig(rootDir, overrides = {}) {
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
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...overrides,
  };
}

module.exports = { jestConfig };
