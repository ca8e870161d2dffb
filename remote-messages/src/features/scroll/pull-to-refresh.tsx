// A list area that refreshes when pulled down from the top (touch and mouse), with the indicator above its content
// that says what is happening: pull, release, refreshing. The code box and the inbox both use it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, LoaderCircle } from 'lucide-react';
import { usePullToRefresh } from './use-pull-to-refresh';
import './pull-to-refresh.css';

/** Height (CSS px) the indicator keeps while the refresh runs. */
const REFRESHING_HEIGHT = 40;

export interface PullToRefreshProps {
  onRefresh(): void;
  /** A refresh is under way: the indicator says so and a new pull waits. */
  refreshing: boolean;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

export function PullToRefresh({ onRefresh, refreshing, disabled = false, className, children, ...rest }: PullToRefreshProps) {
  const { t } = useTranslation('messages');
  const pull = usePullToRefresh(onRefresh, disabled || refreshing);
  const showIndicator = refreshing || pull.phase !== 'idle';
  const text = refreshing ? t('pull.refreshing') : pull.phase === 'armed' ? t('pull.release') : t('pull.pull');
  const classes = ['uc-pull', pull.phase === 'idle' ? '' : 'is-pulling', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} {...pull.handlers} data-testid={rest['data-testid']}>
      <div
        className={`uc-pull__indicator${showIndicator ? ' is-visible' : ''}`}
        style={{ height: refreshing ? REFRESHING_HEIGHT : pull.distance }}
        role="status"
        aria-live="polite"
      >
        {showIndicator ? (
          <>
            {refreshing ? (
              <LoaderCircle className="uc-icon uc-icon--small uc-pull__spinner" aria-hidden="true" />
            ) : (
              <ArrowDown className={`uc-icon uc-icon--small uc-pull__arrow${pull.phase === 'armed' ? ' is-armed' : ''}`} aria-hidden="true" />
            )}
            <span>{text}</span>
          </>
        ) : null}
      </div>
      {children}
    </div>
  );
}
