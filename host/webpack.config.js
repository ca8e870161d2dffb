// The host shell: no exposes; the runtime plugins make a remote that is down a fallback page instead of a white screen.
const { createAppConfig } = require('@uc/build-config/webpack-app');

module.exports = createAppConfig({
  app: 'host',
  dir: __dirname,
  runtimePlugins: [require.resolve('./src/runtime-plugin/retry.ts'), require.resolve('./src/runtime-plugin/fallback.ts')],
  title: 'User Center',
});
