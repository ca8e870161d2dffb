// /index: a blank page under the title bar until native answers `init` (a login, a logged-out player, or nothing
// within 3 s), then the 'page' query decides — once. The target replaces /index, so it is the entry page; a page
// value that names no route leads to the 404 page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@uc/shared';
import { useClientArrived } from '../../app/client-login';
import { clientEntryTarget } from './client-entry-target';

export function ClientEntryPage() {
  const { t } = useTranslation(['host', 'common']);
  const arrived = useClientArrived();
  const [search] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (!arrived) return;
    navigate(clientEntryTarget(search).to, { replace: true });
    // Route once; the query is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- route once, with the query read at that moment
  }, [arrived]);

  return <PageLayout title={t('common:title.userCenter')} className="uc-client-entry" />;
}
