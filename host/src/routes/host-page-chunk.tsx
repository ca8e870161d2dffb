// A host page that is a chunk of its own (404, the SDK self-check). A chunk that cannot download shows the fallback the
// remote pages use (title bar, message, Retry) instead of a blank page; Retry downloads it again (webpack forgets a
// chunk that failed).
import { lazy, useMemo, useState, type ComponentType } from 'react';
import { PageErrorBoundary } from '../federation/page-error-boundary';
import { RemotePageContext } from '../federation/remote-page-context';

/**
 * @param load imports the page's module and picks the page
 * @param titleKey the fallback's title ('host' or 'common:' key)
 */
export function hostPageChunk(load: () => Promise<ComponentType>, titleKey: string): ComponentType {
  // Outside the component: a page that suspends before its first commit keeps no state, so a lazy component made in
  // render would be a new one (a new download) each time. Retry makes a new one: React.lazy keeps a failure for good.
  const newPage = () => lazy(() => load().then((page) => ({ default: page })));
  let Page = newPage();
  return function HostPageChunk() {
    const [attempt, setAttempt] = useState(0);
    const context = useMemo(
      () => ({
        titleKey,
        retry: () => {
          Page = newPage();
          setAttempt((n) => n + 1);
        },
      }),
      [],
    );
    return (
      <RemotePageContext.Provider value={context}>
        <PageErrorBoundary key={attempt}>
          <Page />
        </PageErrorBoundary>
      </RemotePageContext.Provider>
    );
  };
}
