module.exports = { ...require('@uc/build-config/jest-preset').jestConfig(__dirname), testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.js'] };
