// Exposed as './ChangePassword' (route /changepassword): new and confirm password after verifyaccount; success shows
// the completion page, toasts 'password changed, please log in again', clears the session and logs out (SPEC §4).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { PasswordForm } from '../../features/password-form/password-form';
import { usePasswordOperation } from '../../features/password-form/use-password-operation';
import { VerifiedNote } from './verified-note';

function ChangePasswordForm() {
  const save = usePasswordOperation('changePassword');
  return <PasswordForm intro={<VerifiedNote />} onSubmit={save} />;
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <PageLayout title={t('title.changePassword')}>
      {isLogin ? <ChangePasswordForm /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
