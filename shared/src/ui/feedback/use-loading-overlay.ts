// Ties the single overlay to a page's first load; the cleanup hides it even if the page unmounts mid-load.
import { useEffect } from 'react';
import { hideLoading, showLoading } from './loading';

/** Shows the shared loading overlay while `active` (e.g. `query.isFetching && !query.data`). */
export function useLoadingOverlay(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    showLoading();
    return () => hideLoading();
  }, [active]);
}
