// The account team's own page: this remote's pages alone, served by its dev server (port 3001).
import { lazy } from 'react';
import { renderStandalone } from '@uc/shared';

// Lazy, so the standalone app splits pages the way federation does.
const ManageAccountPage = lazy(() => import('./pages/manage-account/manage-account-page'));
const CompletionPromptPage = lazy(() => import('./pages/completion-prompt/completion-prompt-page'));

renderStandalone({
  routes: {
    '/manageaccount': ManageAccountPage,
    '/completionprompt': CompletionPromptPage,
  },
  home: '/manageaccount',
});
