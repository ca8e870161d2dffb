// Exposed as './VerifyAccount' (route /verifyaccount): prove the account by a phone or e-mail code, then go on to
// toPath (SPEC §2). The change-password tile and forgot-password lead here; no login is needed to verify.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@uc/shared';
import { useCountry } from '../../features/phone-form/use-country';
import { VerificationStep } from '../../features/verification/verification-step';
import { readVerifyAccountQuery } from './verify-account-query';

export default function VerifyAccountPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const { country } = useCountry();
  const { title, methods, initialKind, next } = readVerifyAccountQuery(query, country.number);
  return (
    <PageLayout title={title || t('title.verifyAccount')}>
      <VerificationStep methods={methods} next={next} initialKind={initialKind} />
    </PageLayout>
  );
}
