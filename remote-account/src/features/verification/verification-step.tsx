// The body of every verification page: a refused next step, no way to verify, or the form that leads on.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '@uc/shared';
import type { NextRoute } from '../route-flow/route-flow';
import { RouteRefused } from '../route-flow/route-refused';
import { VerificationForm } from './verification-form';
import type { VerifyKind, VerifyMethod } from './verify-method';

export interface VerificationStepProps {
  methods: readonly VerifyMethod[];
  next: NextRoute;
  initialKind?: VerifyKind | null;
}

export function VerificationStep({ methods, next, initialKind }: VerificationStepProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // Checked before a code is asked for: a link that leads somewhere else is refused up front.
  if (next.kind === 'refused') return <RouteRefused />;
  if (methods.length === 0) {
    return <ErrorState message={t('verify.noMethod')} onRetry={() => navigate(-1)} retryText={t('form.back')} />;
  }
  return (
    <VerificationForm
      methods={methods}
      initialKind={initialKind}
      onVerified={() => navigate(next.path, { state: { verified: true } })}
    />
  );
}
