// Logged out: a page says so and offers the host's login instead of firing calls that must fail.
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { callNative } from '../../bridge/call-native';
import { Button } from '../controls/button';
import { EmptyState } from './empty-state';

export interface LoginRequiredProps {
  /** What the page needs the login for; defaults to common 'error.pleaseLogin'. */
  message?: string;
}

export function LoginRequired({ message }: LoginRequiredProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState message={message ?? t('error.pleaseLogin')} icon={<LogIn className="uc-icon uc-icon--directional" />}>
      <Button onClick={() => callNative('login')}>{t('action.login')}</Button>
    </EmptyState>
  );
}
