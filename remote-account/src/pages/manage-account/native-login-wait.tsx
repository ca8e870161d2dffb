// The sheet shown while native's provider login is up (issue 16 point 4): a spinner, what the page waits for, and
// Cancel. Closing the sheet any way (its close button, back, a tap outside) cancels the wait too.
import { useTranslation } from 'react-i18next';
import { Button, Popup } from '@uc/shared';
import type { ThirdPartyType } from './account-rows';
import './native-login-wait.css';

export interface NativeLoginWaitSheetProps {
  waitingFor: ThirdPartyType | null;
  onCancel(): void;
}

export function NativeLoginWaitSheet({ waitingFor, onCancel }: NativeLoginWaitSheetProps) {
  const { t } = useTranslation('account');
  const name = waitingFor ? t(`type.${waitingFor}`) : '';
  return (
    <Popup open={waitingFor !== null} onClose={onCancel} title={t('bind.waiting.title', { name })}>
      <div className="uc-login-wait">
        <span className="uc-login-wait__spinner" role="status" aria-label={t('bind.waiting.status', { name })} />
        <p className="uc-login-wait__text">{t('bind.waiting.hint', { name })}</p>
        <Button variant="secondary" block onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </Popup>
  );
}
