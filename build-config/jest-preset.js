// One jest configuration for every package: swc for TypeScript/TSX, jsdom, CSS stubbed.
const path = require('path');

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
    transformIgnorePatterns: ['/node_modules/(?!(i18next|react-i18next|lucide-react)/)'],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-stub.js'),
      '\\.(svg|png|jpg)$': path.join(__dirname, 'style-stub.js'),
      // the facades' own aliases (shared-facades/index.js): under jest, the packages themselves
      '^@uc/unshared/(.+)$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...overrides,
  };
}

module.exports = { jestConfig };
