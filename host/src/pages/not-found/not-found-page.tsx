// Any path outside SPEC §2: 'page lost' / 'page does not exist', and a way home.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MapPinOff } from 'lucide-react';
import { Button, PageLayout, ResultPanel } from '@uc/shared';

export function NotFoundPage() {
  const { t } = useTranslation(['host', 'common']);
  const navigate = useNavigate();
  return (
    <PageLayout title={t('common:error.pageLost')}>
      <ResultPanel icon={<MapPinOff />} heading={t('common:error.notFound')} text={t('common:error.pageNotExist')}>
        <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
          {t('host:notFound.home')}
        </Button>
      </ResultPanel>
    </PageLayout>
  );
}
