// As the host's build: RTK Query's React hooks come with the first page, home runs without them (api-hooks-slot.ts).
module.exports = require('@uc/build-config/jest-preset').jestConfig(__dirname, {}, { host: true });
