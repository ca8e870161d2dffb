// The verification-code input with the shared cooldown button beside it (SPEC §4 verification-code button).
import { useTranslation } from 'react-i18next';
import { FormField } from '@uc/shared';
import { CodeSendButton } from '@uc/shared/forms';

export interface CodeFieldProps {
  /** The phone number or e-mail the code goes to ('' → the button toasts targetEmptyText). */
  target: string;
  purpose: string;
  send: () => Promise<unknown>;
  targetEmptyText: string;
  code: string;
  onCodeChange(code: string): void;
  disabled?: boolean;
}

export function CodeField({ target, purpose, send, targetEmptyText, code, onCodeChange, disabled }: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField
      label={t('field.code')}
      placeholder={t('placeholder.code')}
      value={code}
      onChange={(e) => onCodeChange(e.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      name="code"
      disabled={disabled}
      trailing={<CodeSendButton value={target.trim()} purpose={purpose} send={send} emptyText={targetEmptyText} />}
    />
  );
}
