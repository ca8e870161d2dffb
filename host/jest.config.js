module.exports = require('@uc/build-config/jest-preset').jestConfig(__dirname);
