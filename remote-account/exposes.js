// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
exports.exposes = {
  './ManageAccount': './src/pages/manage-account/manage-account-page.tsx',
  './CompletionPrompt': './src/pages/completion-prompt/completion-prompt-page.tsx',
};
