// Exposed as './SetPassword' (route /setpassword): query account and operation (forgotPassword, changePassword,
// modifyMail); any other operation says 'system abnormal, go back and retry' (SPEC §2, §4).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoginRequired, PageLayout, pageBack, selectIsLogin, useAppSelector } from '@uc/shared';
import { PasswordForm } from '../../features/password-form/password-form';
import { isPasswordOperation, usePasswordOperation } from '../../features/password-form/use-password-operation';
import type { PasswordOperation } from '../../features/route-flow/route-flow';

function SetPasswordForm({ operation, account }: { operation: PasswordOperation; account: string }) {
  const { t } = useTranslation('account');
  const save = usePasswordOperation(operation, account);
  const intro = operation === 'forgotPassword' ? t('intro.setPasswordFor', { account }) : t('intro.setPassword');
  return <PasswordForm intro={<p className="uc-account-form__intro">{intro}</p>} onSubmit={save} />;
}

export default function SetPasswordPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const isLogin = useAppSelector(selectIsLogin);
  const operation = query.get('operation');
  const account = (query.get('account') ?? '').trim();
  let body;
  // A reset needs the account it resets; the other two act on the logged-in session.
  if (!isPasswordOperation(operation) || (operation === 'forgotPassword' && !account)) {
    body = <ErrorState message={t('error.systemAbnormal')} onRetry={pageBack} retryText={t('form.back')} />;
  } else if (operation !== 'forgotPassword' && !isLogin) {
    body = <LoginRequired message={t('login.hint')} />;
  } else {
    body = <SetPasswordForm operation={operation} account={account} />;
  }
  return <PageLayout title={t('title.setPassword')}>{body}</PageLayout>;
}
