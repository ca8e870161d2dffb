import { useTranslation } from 'react-i18next';
import { CircleExclamationPoint } from 'lucide-react';
import { errorText } from '../../api/api-error';
import { Button } from '../controls/button';
import './state.css';

export interface ErrorStateProps {
  /** What went wrong; defaults to common 'error.loadFailed'. */
  message?: string;
  /** The failure itself (ApiError, RTK error value…): its SPEC §8 text shows as a second line. */
  error?: unknown;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryText?: string;
}

/** A failed load: SPEC §8's 'Error!', what happened (and the provider's reason) and an offer to try again. */
export function ErrorState({ message, error, onRetry, retryText }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="uc-state uc-state--error" role="alert">
      <span className="uc-state__icon" aria-hidden="true">
        <CircleExclamationPoint className="uc-icon" />
      </span>
      <p className="uc-state__title">{t('error.title')}</p>
      <p className="uc-state__message">{message ?? t('error.loadFailed')}</p>
      {error !== undefined && error !== null ? <p className="uc-state__detail">{errorText(error)}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryText ?? t('action.retry')}
        </Button>
      ) : null}
    </div>
  );
}
