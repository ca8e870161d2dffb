// A route served by a remote: React.lazy over the federation runtime's loadRemote, inside an error boundary and Suspense.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout, type RemoteName } from '@uc/shared';
import { forgetRemotePages, remotePageComponent } from './remote-component-cache';
import { PageErrorBoundary, reportRemoteFailure } from './page-error-boundary';
import { RemotePageContext } from './remote-page-context';
import { resetRemote } from './register-remotes';
import './remote-page.css';

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  titleKey: string;
}

function RemoteLoading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['host', 'common']);
  return (
    <PageLayout title={t(titleKey)}>
      <p className="uc-remote-loading" role="status">
        {t('common:loading')}
      </p>
    </PageLayout>
  );
}

export function RemotePage({ remote, module, titleKey }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt gets a new lazy component: the failed one (and the boundary's error) are dropped.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the key of a new load, read by no code
  const Page = useMemo(() => remotePageComponent(remote, module), [remote, module, attempt]);
  const retry = useCallback(() => {
    // Without a reload: the runtime forgets the remote (manifest, entry, container), then the page loads anew.
    resetRemote(remote);
    forgetRemotePages(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const context = useMemo(() => ({ titleKey, retry }), [titleKey, retry]);

  return (
    <RemotePageContext.Provider value={context}>
      <PageErrorBoundary key={attempt} onError={(error) => reportRemoteFailure(remote, module, error)}>
        <Suspense fallback={<RemoteLoading titleKey={titleKey} />}>
          {/* eslint-disable-next-line react-hooks/static-components -- the page cache's lazy component, kept per remote, module and attempt */}
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </RemotePageContext.Provider>
  );
}
