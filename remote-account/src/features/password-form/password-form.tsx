// setpassword and changepassword share this form (SPEC §2, §5): new password with its strength, confirmation with
// the inline mismatch message, submit. What is typed goes to onSubmit exactly as typed.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, toast } from '@uc/shared';
import { useBusyAction } from '../forms/use-busy-action';
import { checkNewPassword, PASSWORD_MAX, PASSWORD_MIN } from './password-rules';
import { PasswordStrengthMeter } from './password-strength-meter';
import '../forms/account-forms.css';
import './password-form.css';

export interface PasswordFormProps {
  intro?: ReactNode;
  /** Both fields' starting value: what the player typed before going back for a new code (features/proof). */
  initialPassword?: string;
  /** Rejects on failure: the error is toasted and both fields keep what was typed. */
  onSubmit(password: string): Promise<void>;
}

export function PasswordForm({ intro, initialPassword = '', onSubmit }: PasswordFormProps) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState(initialPassword);
  const [confirm, setConfirm] = useState(initialPassword);
  const [mismatch, setMismatch] = useState(false);
  const { busy, run } = useBusyAction();

  const submit = () => {
    const problem = checkNewPassword(password, confirm);
    setMismatch(problem?.toast === 'password.differ');
    if (problem) {
      toast(t(problem.toast));
      return;
    }
    void run(() => onSubmit(password));
  };

  return (
    <form
      className="uc-account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {intro}
      <FormField
        label={t('field.password')}
        placeholder={t('placeholder.password', { min: PASSWORD_MIN, count: PASSWORD_MAX })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        type="password"
        autoComplete="new-password"
        name="password"
      />
      <PasswordStrengthMeter password={password} />
      <FormField
        label={t('field.confirmPassword')}
        placeholder={t('placeholder.confirmPassword')}
        value={confirm}
        onChange={(e) => {
          setConfirm(e.target.value);
          setMismatch(false);
        }}
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
        error={mismatch ? t('password.inconsistent') : undefined}
      />
      <div className="uc-account-form__actions">
        <Button type="submit" block disabled={busy}>
          {t('form.confirm')}
        </Button>
      </div>
    </form>
  );
}
