import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { hideLoading, loadingStore, registerLoadingHost, showLoading } from './loading';
import { useTinyStore } from './tiny-store';
import './loading.css';

/** The overlay's look; drawn by LoadingOverlay, or by SuspenseLoading when no overlay is on screen. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="uc-loading" role="status" aria-label={label}>
      <span className="uc-loading__spinner" aria-hidden="true" />
    </div>
  );
}

// Translated only while shown (as DialogHost does): an idle overlay need not re-render on every language change.
function VisibleOverlay() {
  const { t } = useTranslation('common');
  return <LoadingIndicator label={t('loading')} />;
}

/** The single app-wide loading overlay (SPEC §9), shown while showLoading() calls outnumber hideLoading(). */
export function LoadingOverlay() {
  const { count } = useTinyStore(loadingStore);
  // Layout effects are torn down when a Suspense boundary hides this tree, so the fallback then draws instead.
  useLayoutEffect(() => registerLoadingHost(), []);
  return count > 0 ? <VisibleOverlay /> : null;
}

/** Suspense fallback: counts as a loading reason; draws the indicator only if no LoadingOverlay is visible. */
export function SuspenseLoading() {
  const { hosts } = useTinyStore(loadingStore);
  useEffect(() => {
    showLoading();
    return hideLoading;
  }, []);
  // No hook here: the fallback must not suspend itself, so the label is read straight from the instance.
  return hosts > 0 ? null : <LoadingIndicator label={i18n.t('common:loading')} />;
}
