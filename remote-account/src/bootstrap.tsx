// The account team's own page: this remote's pages alone, served by its dev server (port 3001).
import { lazy } from 'react';
import { renderStandalone } from '@uc/shared/standalone';

// Lazy, so the standalone app splits pages the way federation does.
renderStandalone({
  routes: {
    '/manageaccount': lazy(() => import('./pages/manage-account/manage-account-page')),
    '/bindPhone': lazy(() => import('./pages/bind-phone/bind-phone-page')),
    '/modifyphone': lazy(() => import('./pages/modify-phone/modify-phone-page')),
    '/bindmail': lazy(() => import('./pages/bind-mail/bind-mail-page')),
    '/modifymail': lazy(() => import('./pages/modify-mail/modify-mail-page')),
    '/strongbindingmail': lazy(() => import('./pages/strong-binding-mail/strong-binding-mail-page')),
    '/verifyaccount': lazy(() => import('./pages/verify-account/verify-account-page')),
    '/verifyphone': lazy(() => import('./pages/verify-phone/verify-phone-page')),
    '/verifymail': lazy(() => import('./pages/verify-mail/verify-mail-page')),
    '/forgotpassword': lazy(() => import('./pages/forgot-password/forgot-password-page')),
    '/setpassword': lazy(() => import('./pages/set-password/set-password-page')),
    '/changepassword': lazy(() => import('./pages/change-password/change-password-page')),
    '/completionprompt': lazy(() => import('./pages/completion-prompt/completion-prompt-page')),
  },
  home: '/manageaccount',
});
