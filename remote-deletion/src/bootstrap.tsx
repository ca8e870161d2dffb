// The deletion team's own page: the remote runs alone with just its pages.
import { renderStandalone } from '@uc/shared/standalone';
import DeleteAgreementPage from './pages/delete-agreement/delete-agreement-page';
import DeleteApplyPage from './pages/delete-apply/delete-apply-page';
import AccountDeletionPage from './pages/account-deletion/account-deletion-page';

renderStandalone({
  routes: { '/deleteapply': DeleteApplyPage, '/deleteagreement': DeleteAgreementPage, '/accountdeletion': AccountDeletionPage },
  home: '/deleteapply',
});
