// The code list: pull to refresh (touch and mouse), a header with refresh and the states info, infinite loading with
// an end sentinel, and a footer that says what is happening (loading more, failed with retry, the end).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift, Info, LoaderCircle, RefreshCw } from 'lucide-react';
import { Button, EmptyState, ErrorState, useLoadingOverlay } from '@uc/shared';
import { PullToRefresh } from '../../features/scroll/pull-to-refresh';
import { useEndSentinel } from '../../features/scroll/use-end-sentinel';
import { CodeBoxItem } from './code-box-item';
import { CodeStateInfo } from './code-state-info';
import { useCodeBox } from './use-code-box';

function Footer({ loadingMore, moreFailed, finished, onMore }: { loadingMore: boolean; moreFailed: boolean; finished: boolean; onMore(): void }) {
  const { t } = useTranslation('messages');
  if (loadingMore) {
    return (
      <p className="uc-code-box__footer" role="status">
        <LoaderCircle className="uc-icon uc-icon--small uc-spin" aria-hidden="true" />
        {t('codeBox.loadingMore')}
      </p>
    );
  }
  if (moreFailed) {
    return (
      <div className="uc-code-box__footer">
        <span>{t('codeBox.loadMoreFailed')}</span>
        <Button variant="secondary" onClick={onMore}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  if (finished) return <p className="uc-code-box__footer">{t('codeBox.end')}</p>;
  return (
    <div className="uc-code-box__footer">
      <Button variant="secondary" onClick={onMore}>
        {t('codeBox.loadMore')}
      </Button>
    </div>
  );
}

export function CodeBoxList({ userId, mobile }: { userId: string; mobile: string }) {
  const { t } = useTranslation('messages');
  const { state, finished, refresh, retry, loadMore } = useCodeBox(userId, mobile);
  const [infoOpen, setInfoOpen] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const ready = state.status === 'ready';
  useLoadingOverlay(state.status === 'loading');
  useEndSentinel(sentinel, () => void loadMore(), ready && !finished && !state.loadingMore && !state.moreFailed && !state.refreshing, state.codes.length);

  if (state.status === 'failed') return <ErrorState message={t('codeBox.loadFailed')} error={state.error} onRetry={retry} />;
  if (!ready) return null; // the shared overlay shows meanwhile

  return (
    <PullToRefresh className="uc-code-box" onRefresh={refresh} refreshing={state.refreshing} data-testid="code-box">
      <div className="uc-code-box__header">
        <button type="button" className="uc-code-box__info" onClick={() => setInfoOpen(true)}>
          <span className="uc-code-box__info-content">
            <Info className="uc-icon uc-icon--small" aria-hidden="true" />
            <span>{t('codeBox.info')}</span>
          </span>
        </button>
        <button
          type="button"
          className="uc-code-box__refresh"
          aria-label={t('codeBox.refresh')}
          disabled={state.refreshing}
          onClick={refresh}
        >
          <RefreshCw className="uc-icon uc-icon--small" aria-hidden="true" />
        </button>
      </div>
      {state.codes.length === 0 ? (
        <EmptyState message={t('codeBox.empty')} icon={<Gift className="uc-icon" />}>
          <p className="uc-code-box__hint">{t('codeBox.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="uc-code-box__list uc-card" aria-label={t('codeBox.label')}>
            {state.codes.map((code) => (
              <CodeBoxItem key={code.code} code={code} />
            ))}
          </ul>
          <div ref={sentinel} className="uc-code-box__sentinel">
            <Footer loadingMore={state.loadingMore} moreFailed={state.moreFailed} finished={finished} onMore={() => void loadMore()} />
          </div>
        </>
      )}
      <CodeStateInfo open={infoOpen} onClose={() => setInfoOpen(false)} />
    </PullToRefresh>
  );
}
