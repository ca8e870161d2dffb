// The host shell: no exposes and no webpack federation plugin. It starts the federation runtime itself the first time
// a remote is needed (host/src/federation/federation-instance.ts), so home's critical path carries no federation code;
// its runtime plugins make a remote that is down a fallback page instead of a white screen.
const { createAppConfig } = require('@uc/build-config/webpack-app');

module.exports = createAppConfig({ app: 'host', dir: __dirname, federation: 'runtime', title: 'User Center' });
