import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import './state.css';

export interface EmptyStateProps {
  /** Defaults to common 'empty.default'. */
  message?: string;
  icon?: ReactNode;
  /** An optional action under the message (e.g. a Button). */
  children?: ReactNode;
}

export function EmptyState({ message, icon, children }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="uc-state uc-state--empty">
      <span className="uc-state__icon" aria-hidden="true">
        {icon ?? <Inbox className="uc-icon" />}
      </span>
      <p className="uc-state__message">{message ?? t('empty.default')}</p>
      {children}
    </div>
  );
}
