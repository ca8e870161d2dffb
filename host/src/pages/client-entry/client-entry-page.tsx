// /index: a blank page under the title bar until native delivers the login, then the 'page' query decides.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout, setFromClient, toast, useAppDispatch } from '@uc/shared';
import { useClientLoginCount } from '../../app/client-login';
import { clientEntryTarget } from './client-entry-target';

export function ClientEntryPage() {
  const { t } = useTranslation(['host', 'common']);
  const logins = useClientLoginCount();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (logins === 0) return;
    const target = clientEntryTarget(search);
    if (target.home && !target.refused) dispatch(setFromClient(false));
    if (target.refused) toast(t('common:error.routeRefused'));
    navigate(target.to, { replace: true });
    // Route once per login; the query is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [logins]);

  return <PageLayout title={t('common:title.userCenter')} backRule="exit-if-client" className="uc-client-entry" />;
}
