// Exposed as './VerifyAccount' (route /verifyaccount): prove the account by a phone or e-mail code, then go on to
// toPath (SPEC §2). The change-password tile and forgot-password lead here, handing over what to verify in the entry's
// history state (never the URL); no login is needed to verify. With ARCHITECTURE.md §8 "proof", forgot password
// verifies from the lookup's masked answer (proof-recovery-body).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageLayout, readVerifyTargets, selectIsLogin, selectUser, useAppSelector } from '@uc/shared';
import { proofMode } from '../../features/proof/proof-value';
import { readRecovery } from '../../features/route-flow/recovery-state';
import { RouteRefused } from '../../features/route-flow/route-refused';
import { useBoundCountry } from '../../features/verification/use-bound-country';
import { useBoundTargets } from '../../features/verification/use-bound-targets';
import { VerificationStep } from '../../features/verification/verification-step';
import { ProofRecoveryBody } from './proof-recovery-body';
import { readVerifyAccountQuery } from './verify-account-query';

function VerifyAccountBody({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  const { openId } = useAppSelector(selectUser);
  const state = useLocation().state;
  // What to verify comes in the entry's state (never the URL): forgot password's lookup, or the tile's phone for the
  // player logged in when it was handed over.
  const recovering = query.get('operation') === 'forgotPassword';
  const recovery = recovering ? readRecovery(state) : null;
  const carried = recovering ? recovery : readVerifyTargets(state, isLogin ? openId : '');
  // A logged-in player's bind info tells the bound number's country, and what to verify with when nothing was handed
  // over (a failure simply leaves the session's country and what was handed over).
  const leaving = recovering && !recovery;
  const targets = useBoundTargets(isLogin && !leaving);
  const fallback = isLogin ? { mobile: targets.mobile, mail: targets.mail } : undefined;
  const { methods, initialKind, next } = readVerifyAccountQuery(query, '', carried, fallback);
  const phone = methods.find((m) => m.kind === 'mobile');
  // The account's own number keeps the country bind info gives it; else the country forgotpassword's picker named.
  const ownCountry = phone && phone.target === targets.mobile ? targets.mobileCountry : '';
  const bound = useBoundCountry(ownCountry || (recovery?.country ?? ''));
  // Opened without the lookup's answer (an old link, a bookmark, another tab): the lookup comes first, its draft keeps
  // the account.
  if (leaving) return <Navigate replace to="/forgotpassword" />;
  if (targets.loading || bound.loading) return null; // the shared overlay shows meanwhile
  const withCountry = methods.map((m) => (m.kind === 'mobile' ? { ...m, country: bound.country.number } : m));
  return (
    <VerificationStep
      methods={withCountry}
      next={next}
      initialKind={initialKind}
      offerBindPhone={isLogin && !recovering}
      noMethodText={recovering ? t('verify.recoveryNoMethod') : undefined}
      account={recovery?.username}
    />
  );
}

export default function VerifyAccountPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const { title, next, initialKind } = readVerifyAccountQuery(query, '');
  const proofRecovery = proofMode() && query.get('operation') === 'forgotPassword';
  let body;
  // Checked before anything is asked of the provider: a link that leads somewhere else is refused up front.
  if (next.kind === 'refused') body = <RouteRefused />;
  else if (proofRecovery) body = <ProofRecoveryBody next={next} initialKind={initialKind} />;
  else body = <VerifyAccountBody query={query} />;
  return <PageLayout title={title || t('title.verifyAccount')}>{body}</PageLayout>;
}
