// The page's ES modules are plain JS; the shared preset's swc transform lets jest import them.
module.exports = require('@uc/build-config/jest-preset').jestConfig(__dirname, {
  testMatch: ['<rootDir>/test/**/*.test.js'],
});
