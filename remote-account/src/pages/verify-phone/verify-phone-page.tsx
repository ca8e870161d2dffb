// Exposed as './VerifyPhone' (route /verifyphone): a code to the bound phone, then toPath (SPEC §2): /modifyphone when
// changing the number, /changepassword when type is the change-password purpose.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { nextAfterVerification } from '../../features/route-flow/route-flow';
import { PURPOSE, smsPurposeOf } from '../../features/verification/code-purposes';
import { useBoundCountry } from '../../features/verification/use-bound-country';
import { useBoundTargets } from '../../features/verification/use-bound-targets';
import { VerificationStep } from '../../features/verification/verification-step';

function VerifyBoundPhone() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const targets = useBoundTargets();
  const bound = useBoundCountry(targets.mobileCountry);
  const purpose = smsPurposeOf(query.get('type'), PURPOSE.verifyBoundMobile);
  const fallback = purpose === PURPOSE.changePasswordByMobile ? '/changepassword' : '/modifyphone';
  if (targets.failed) return <ErrorState message={t('load.failed')} onRetry={targets.retry} />;
  if (targets.loading || bound.loading) return null; // the shared overlay shows meanwhile
  const methods = targets.mobile
    ? [{ kind: 'mobile' as const, target: targets.mobile, purpose, country: bound.country.number }]
    : [];
  return <VerificationStep methods={methods} next={nextAfterVerification(query.get('toPath'), fallback)} offerBindPhone />;
}

export default function VerifyPhonePage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const isLogin = useAppSelector(selectIsLogin);
  const title = (query.get('title') ?? '').trim().slice(0, 60);
  return (
    <PageLayout title={title || t('title.verifyPhone')}>
      {isLogin ? <VerifyBoundPhone /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
