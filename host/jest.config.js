// Without RTK Query's React hooks installed up front: home runs without them (shared/src/api/api-hooks-slot.ts).
module.exports = require('@uc/build-config/jest-preset').jestConfig(__dirname, {}, { apiHooks: false });
