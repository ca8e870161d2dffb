import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error';
import { useStillMounted } from '../../navigation/use-page-scope';
import { CODE_COOLDOWN_MS, lastSendAt, recordSend } from '../../session/code-send-times';
import { hideLoading, showLoading } from '../feedback/loading';
import { toast } from '../feedback/toast';
import { Button } from './button';
import { useCodeCooldown } from './use-code-cooldown';
import './code-send-button.css';

export interface CodeSendButtonProps {
  /** The phone number or e-mail the code goes to. */
  value: string;
  /** What the code is for (bind, modify, forgot-password …); the cooldown is per value and purpose. */
  purpose: string;
  /** Sends the code; a rejection is shown with showError and the button is ready again. */
  send: () => Promise<unknown>;
  /** Toasted when value is empty ('enter phone number' / 'enter email'). */
  emptyText: string;
  className?: string;
}

/** SPEC §4 verification-code button: ready → 60 s countdown after a send → ready; resumes a running cooldown. */
export function CodeSendButton({ value, purpose, send, emptyText, className }: CodeSendButtonProps) {
  const { t } = useTranslation('common');
  const { remainingMs, refresh } = useCodeCooldown(value, purpose);
  const [sending, setSending] = useState(false);
  // An answer after the player left the page (the button went with it) says nothing.
  const stillMounted = useStillMounted();
  const counting = remainingMs > 0;

  const onClick = async () => {
    if (sending || counting) return;
    if (!value.trim()) {
      toast(emptyText);
      return;
    }
    const last = lastSendAt(value, purpose);
    if (typeof last === 'number' && Date.now() - last < CODE_COOLDOWN_MS) {
      // Sent moments ago (another screen, or before a reload): no new request, the countdown picks up the rest.
      refresh();
      return;
    }
    setSending(true);
    showLoading();
    try {
      await send();
      recordSend(value, purpose, Date.now());
      hideLoading();
      if (!stillMounted()) return;
      toast(t('code.sent'));
      refresh();
    } catch (e) {
      hideLoading();
      if (stillMounted()) toast(errorText(e));
    } finally {
      if (stillMounted()) setSending(false);
    }
  };

  const label = counting ? t('code.resend', { count: Math.ceil(remainingMs / 1000) }) : t('code.send');
  return (
    <Button
      variant="secondary"
      className={['uc-code-button', className ?? ''].filter(Boolean).join(' ')}
      disabled={counting || sending}
      aria-busy={sending || undefined}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );
}
