import { useTranslation } from 'react-i18next';
import { CircleExclamationPoint } from 'lucide-react';
import { Button } from '../controls/button';
import './state.css';

export interface ErrorStateProps {
  /** What went wrong; defaults to common 'error.loadFailed'. */
  message?: string;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryText?: string;
}

/** A failed load: says what happened and offers to try again. */
export function ErrorState({ message, onRetry, retryText }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="uc-state uc-state--error" role="alert">
      <span className="uc-state__icon" aria-hidden="true">
        <CircleExclamationPoint className="uc-icon" />
      </span>
      <p className="uc-state__message">{message ?? t('error.loadFailed')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryText ?? t('action.retry')}
        </Button>
      ) : null}
    </div>
  );
}
