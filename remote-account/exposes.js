// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
// Names and routes are fixed by the host's route table (host/src/routes/route-table.ts).
exports.exposes = {
  './ManageAccount': './src/pages/manage-account/manage-account-page.tsx',
  './BindPhone': './src/pages/bind-phone/bind-phone-page.tsx',
  './ModifyPhone': './src/pages/modify-phone/modify-phone-page.tsx',
  './BindMail': './src/pages/bind-mail/bind-mail-page.tsx',
  './ModifyMail': './src/pages/modify-mail/modify-mail-page.tsx',
  './StrongBindingMail': './src/pages/strong-binding-mail/strong-binding-mail-page.tsx',
  './VerifyAccount': './src/pages/verify-account/verify-account-page.tsx',
  './VerifyPhone': './src/pages/verify-phone/verify-phone-page.tsx',
  './VerifyMail': './src/pages/verify-mail/verify-mail-page.tsx',
  './ForgotPassword': './src/pages/forgot-password/forgot-password-page.tsx',
  './SetPassword': './src/pages/set-password/set-password-page.tsx',
  './ChangePassword': './src/pages/change-password/change-password-page.tsx',
  './CompletionPrompt': './src/pages/completion-prompt/completion-prompt-page.tsx',
};
