// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
exports.exposes = {
  './DeleteApply': './src/pages/delete-apply/delete-apply-page.tsx',
  './DeleteAgreement': './src/pages/delete-agreement/delete-agreement-page.tsx',
  './AccountDeletion': './src/pages/account-deletion/account-deletion-page.tsx',
};
