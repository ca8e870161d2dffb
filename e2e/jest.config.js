const { jestConfig } = require('@uc/build-config/jest-preset');

// End-to-end: real Chromium against the production builds, each app on its own origin.
module.exports = {
  ...jestConfig(__dirname),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  setupFilesAfterEnv: [],
  testTimeout: 120000,
  maxWorkers: 1,
  // pixelmatch ships ES modules only: swc turns it into CommonJS like our own files
  transformIgnorePatterns: ['/node_modules/(?!pixelmatch/)'],
};
