// Exposed as './ManageAccount' (route /manageaccount): the account's bindings, login required.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { AccountBindings } from './account-bindings';
import './manage-account-page.css';

export default function ManageAccountPage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <PageLayout title={t('title.manageAccount')} className="uc-manage-account">
      {isLogin ? <AccountBindings /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
