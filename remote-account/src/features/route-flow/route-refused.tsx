// A link whose next step is not one of our routes: said plainly, nothing is sent, and the way back is offered (the
// title bar's back: on the entry page it returns to the game).
import { useTranslation } from 'react-i18next';
import { ErrorState, pageBack } from '@uc/shared';

export function RouteRefused() {
  const { t } = useTranslation('account');
  return <ErrorState message={t('route.refused')} onRetry={pageBack} retryText={t('form.back')} />;
}
