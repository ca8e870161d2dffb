// Exposed as './VerifyMail' (route /verifymail): a code to the bound e-mail, then modifymail (or a toPath of ours).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { nextAfterVerification } from '../../features/route-flow/route-flow';
import { mailPurposeOf, PURPOSE } from '../../features/verification/code-purposes';
import { useBoundTargets } from '../../features/verification/use-bound-targets';
import { VerificationStep } from '../../features/verification/verification-step';

function VerifyBoundMail() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const targets = useBoundTargets();
  if (targets.failed) return <ErrorState message={t('load.failed')} onRetry={targets.retry} />;
  if (targets.loading) return null; // the shared overlay shows meanwhile
  const purpose = mailPurposeOf(query.get('type'), PURPOSE.verifyBoundMail);
  const methods = targets.mail ? [{ kind: 'mail' as const, target: targets.mail, purpose }] : [];
  return <VerificationStep methods={methods} next={nextAfterVerification(query.get('toPath'), '/modifymail')} />;
}

export default function VerifyMailPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const isLogin = useAppSelector(selectIsLogin);
  const title = (query.get('title') ?? '').trim().slice(0, 60);
  return (
    <PageLayout title={title || t('title.verifyMail')}>
      {isLogin ? <VerifyBoundMail /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
