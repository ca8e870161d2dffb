// Throwaway remote (poses as uc_deletion): one page that throws while rendering, one that renders.
const { createAppConfig } = require('../../../../build-config/webpack-app');
module.exports = createAppConfig({
  app: 'deletion',
  dir: __dirname,
  exposes: { './DeleteApply': './src/crash-page.tsx', './DeleteAgreement': './src/ok-page.tsx' },
});
