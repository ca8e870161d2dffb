// Exposed as './VerifyAccount' (route /verifyaccount): prove the account by a phone or e-mail code, then go on to
// toPath (SPEC §2). The change-password tile and forgot-password lead here; no login is needed to verify. With
// ARCHITECTURE.md §8 "proof", forgot password verifies from the lookup's masked answer (proof-recovery-body).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { proofMode } from '../../features/proof/proof-value';
import { nextAfterVerification, PROOF_RESET } from '../../features/route-flow/route-flow';
import { RouteRefused } from '../../features/route-flow/route-refused';
import { useBoundCountry } from '../../features/verification/use-bound-country';
import { useBoundTargets } from '../../features/verification/use-bound-targets';
import { VerificationStep } from '../../features/verification/verification-step';
import { ProofRecoveryBody } from './proof-recovery-body';
import { readVerifyAccountQuery } from './verify-account-query';

function VerifyAccountBody({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  // A logged-in player's bind info tells the bound number's country, and what to verify with when the query names
  // nothing (a failure simply leaves the session's country and the query's methods).
  const targets = useBoundTargets(isLogin);
  const fallback = isLogin ? { mobile: targets.mobile, mail: targets.mail } : undefined;
  const { methods, initialKind, next, recovery } = readVerifyAccountQuery(query, '', fallback);
  const phone = methods.find((m) => m.kind === 'mobile');
  // The account's own number keeps the country bind info gives it; else the country forgotpassword's picker named.
  const ownCountry = phone && phone.target === targets.mobile ? targets.mobileCountry : '';
  const bound = useBoundCountry(ownCountry || (query.get('country') ?? '').trim().slice(0, 8));
  if (targets.loading || bound.loading) return null; // the shared overlay shows meanwhile
  const withCountry = methods.map((m) => (m.kind === 'mobile' ? { ...m, country: bound.country.number } : m));
  return (
    <VerificationStep
      methods={withCountry}
      next={next}
      initialKind={initialKind}
      offerBindPhone={isLogin && !recovery}
      noMethodText={recovery ? t('verify.recoveryNoMethod') : undefined}
    />
  );
}

export default function VerifyAccountPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const { title, next, initialKind } = readVerifyAccountQuery(query, '');
  const recovery = proofMode() && query.get('operation') === 'forgotPassword';
  let body;
  // Checked before anything is asked of the provider: a link that leads somewhere else is refused up front.
  if (next.kind === 'refused') body = <RouteRefused />;
  else if (recovery) body = <ProofRecoveryBody next={nextAfterVerification(query.get('toPath'), PROOF_RESET)} initialKind={initialKind} />;
  else body = <VerifyAccountBody query={query} />;
  return <PageLayout title={title || t('title.verifyAccount')}>{body}</PageLayout>;
}
