// The build's own checks: federation share settings, the typed-remotes type check, the nginx example's headers.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.js'],
  testTimeout: 60000,
};
