// Exposed as './ChangePassword' (route /changepassword): new and confirm password after verifyaccount; success shows
// the completion page, toasts 'password changed, please log in again', clears the session and logs out (SPEC §4).
// With ARCHITECTURE.md §8 "proof" it sends the proof its verification handed it, and is never reached without one.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { PasswordForm } from '../../features/password-form/password-form';
import { usePasswordOperation } from '../../features/password-form/use-password-operation';
import { useCarriedProof, verificationFor } from '../../features/proof/proof-gate';
import { proofMode } from '../../features/proof/proof-value';
import { useCarriedPassword } from '../../features/proof/use-carried-password';
import { VerifiedNote } from './verified-note';

function ChangePasswordForm({ proof }: { proof: string }) {
  const save = usePasswordOperation('changePassword', '', proof);
  const initialPassword = useCarriedPassword(proof ? 'changePassword' : null);
  return <PasswordForm intro={<VerifiedNote />} initialPassword={initialPassword} onSubmit={save} />;
}

function ChangePasswordBody() {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const carried = useCarriedProof();
  if (!proofMode()) return <ChangePasswordForm proof="" />;
  if (!carried) return <Navigate replace to={verificationFor('changePassword', pathname + search, t('title.changePassword'))} />;
  return <ChangePasswordForm proof={carried.proof} />;
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <PageLayout title={t('title.changePassword')}>
      {isLogin ? <ChangePasswordBody /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
