// Throwaway remote (poses as uc_deletion): one page that throws while rendering, one that renders.
const { createRemoteConfigs } = require('../../../../build-config/webpack-app');
module.exports = createRemoteConfigs({
  app: 'deletion',
  dir: __dirname,
  exposes: { './DeleteApply': './src/crash-page.tsx', './DeleteAgreement': './src/ok-page.tsx' },
});
