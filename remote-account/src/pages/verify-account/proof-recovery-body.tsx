// verifyaccount for forgot password with ARCHITECTURE.md §8 "proof": the account and what the lookup found (masked by
// the provider) come in the history entry's state; the code goes by username to what that account has bound.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { readRecovery } from '../../features/route-flow/recovery-state';
import type { NextRoute } from '../../features/route-flow/route-flow';
import { useBoundCountry } from '../../features/verification/use-bound-country';
import { VerificationStep } from '../../features/verification/verification-step';
import type { VerifyKind, VerifyMethod } from '../../features/verification/verify-method';

export function ProofRecoveryBody({ next, initialKind }: { next: NextRoute; initialKind: VerifyKind | null }) {
  const { t } = useTranslation('account');
  const recovery = readRecovery(useLocation().state);
  const bound = useBoundCountry(recovery?.country ?? '');
  // Opened without the lookup's answer (a link, another tab): the lookup comes first, its draft keeps the account.
  if (!recovery) return <Navigate replace to="/forgotpassword" />;
  if (bound.loading) return null; // the shared overlay shows meanwhile
  const { username } = recovery;
  const methods: VerifyMethod[] = [];
  if (recovery.mobile) {
    methods.push({ kind: 'mobile', target: recovery.mobile, purpose: 'mobile_forget_password', country: bound.country.number, username });
  }
  if (recovery.mail) methods.push({ kind: 'mail', target: recovery.mail, purpose: 'email_forget_password', username });
  return (
    <VerificationStep
      methods={methods}
      next={next}
      initialKind={initialKind}
      noMethodText={t('verify.recoveryNoMethod')}
      account={username}
    />
  );
}
