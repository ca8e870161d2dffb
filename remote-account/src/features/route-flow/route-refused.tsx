// A link whose next step is not one of our routes: said plainly, nothing is sent, and the way back is offered.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '@uc/shared';

export function RouteRefused() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return <ErrorState message={t('route.refused')} onRetry={() => navigate(-1)} retryText={t('form.back')} />;
}
