// Any path outside SPEC §2: 'page lost' / 'page does not exist', and a way home.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MapPinOff } from 'lucide-react';
import { Button, PageLayout } from '@uc/shared';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useTranslation(['host', 'common']);
  const navigate = useNavigate();
  return (
    <PageLayout title={t('common:error.pageLost')}>
      <section className="uc-not-found" aria-labelledby="uc-not-found-heading">
        <MapPinOff className="uc-not-found__icon" aria-hidden="true" />
        <h2 id="uc-not-found-heading" className="uc-not-found__heading">
          {t('common:error.notFound')}
        </h2>
        <p className="uc-not-found__text">{t('common:error.pageNotExist')}</p>
        <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
          {t('host:notFound.home')}
        </Button>
      </section>
    </PageLayout>
  );
}
