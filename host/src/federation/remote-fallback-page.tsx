// Shown in place of a remote page that could not load or crashed: the title bar stays, the rest of the app works.
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, PageLayout } from '@uc/shared';
import { useRemotePageContext } from './remote-page-context';
import './remote-fallback.css';

/** `incompatible`: the remote needs a newer kernel than this app carries (version skew): updating helps, not the network. */
export function RemoteFallbackPage({ incompatible = false }: { incompatible?: boolean }) {
  const { t } = useTranslation(['host', 'common']);
  const context = useRemotePageContext();
  const title = context ? t(context.titleKey) : t('common:title.userCenter');
  return (
    <PageLayout title={title} className="uc-remote-fallback">
      <ErrorState message={incompatible ? t('host:remoteIncompatible.message') : t('common:error.remoteUnavailable')} />
      {/* What to do, then the way to do it: the hint sits between the message and the button. */}
      <p className="uc-remote-fallback__hint">
        {incompatible ? t('host:remoteIncompatible.hint') : t('common:error.remoteRetryHint')}
      </p>
      {context ? (
        <div className="uc-remote-fallback__actions">
          <Button variant="primary" onClick={context.retry}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : null}
    </PageLayout>
  );
}

/** The fallback for a remote refused for version skew (see RemoteFallbackPage). */
export function RemoteIncompatiblePage() {
  return <RemoteFallbackPage incompatible />;
}
