// Exposed as './SetPassword' (route /setpassword): query operation (forgotPassword, changePassword, modifyMail); any
// other operation says 'system abnormal, go back and retry' (SPEC §2, §4). SPEC's query `account` (the account a
// reset is for) comes in the history entry's state from the verification, never in the query (security-2 N4); with
// ARCHITECTURE.md §8 "proof" the proof comes beside it.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ErrorState, IsolatedText, LoginRequired, PageLayout, pageBack, selectIsLogin, useAppSelector } from '@uc/shared';
import { PasswordForm } from '../../features/password-form/password-form';
import {
  isPasswordOperation,
  proofFlowOfOperation,
  usePasswordOperation,
} from '../../features/password-form/use-password-operation';
import { useCarriedProof, verificationFor } from '../../features/proof/proof-gate';
import { proofMode } from '../../features/proof/proof-value';
import { readResetAccount } from '../../features/route-flow/recovery-state';
import { useCarriedPassword } from '../../features/proof/use-carried-password';
import type { PasswordOperation } from '../../features/route-flow/route-flow';

function SetPasswordForm({ operation, account, proof }: { operation: PasswordOperation; account: string; proof: string }) {
  const { t } = useTranslation('account');
  const save = usePasswordOperation(operation, account, proof);
  const initialPassword = useCarriedPassword(proof ? proofFlowOfOperation(operation) : null);
  const intro =
    operation === 'forgotPassword' ? <IsolatedText ns="account" i18nKey="intro.setPasswordFor" values={{ account }} isolate={proofMode()} /> : t('intro.setPassword');
  return (
    <PasswordForm intro={<p className="uc-account-form__intro">{intro}</p>} initialPassword={initialPassword} onSubmit={save} />
  );
}

export default function SetPasswordPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const { pathname, search, state } = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const carried = useCarriedProof();
  const operation = query.get('operation');
  const proof = proofMode() ? carried?.proof ?? '' : '';
  const account = operation === 'forgotPassword' ? readResetAccount(state) : '';
  let body;
  // A reset needs the account it resets; the other two act on the logged-in session.
  if (!isPasswordOperation(operation)) {
    body = <ErrorState message={t('error.systemAbnormal')} onRetry={pageBack} retryText={t('form.back')} />;
  } else if (operation !== 'forgotPassword' && !isLogin) {
    body = <LoginRequired message={t('login.hint')} />;
  } else if (proofMode() && !proof) {
    body = <Navigate replace to={verificationFor(proofFlowOfOperation(operation), pathname + search, t('title.changePassword'))} />;
  } else if (operation === 'forgotPassword' && !account) {
    // Opened without the verification's hand-over (an old link, a bookmark): the lookup first, its draft keeps the account.
    body = <Navigate replace to="/forgotpassword" />;
  } else {
    body = <SetPasswordForm operation={operation} account={account} proof={proof} />;
  }
  return <PageLayout title={t('title.setPassword')}>{body}</PageLayout>;
}
