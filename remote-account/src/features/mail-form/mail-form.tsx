// bindmail, modifymail and strongbindingmail share this form (SPEC §2): e-mail, code with the send button, confirm.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, toast } from '@uc/shared';
import { useFormDraft } from '@uc/shared/forms';
import { CodeField } from '../verification/code-field';
import { useBusyAction } from '../forms/use-busy-action';
import '../forms/account-forms.css';

export interface MailFormProps {
  mailLabel: string;
  /** The code button's cooldown key (with the address). */
  cooldownKey: string;
  initialMail?: string;
  /** A code typed on the page before (strongbindingmail after a 1345 at bind time). */
  initialCode?: string;
  /** Where the e-mail is kept over a reload; none for a locked address (it is in the page's query). */
  draftKey?: string;
  /** strongbindingmail: the address is fixed (SPEC §2 "a disabled e-mail field"). */
  mailLocked?: boolean;
  intro?: ReactNode;
  /** Shown above the button, e.g. a bindMessage that ended the flow. */
  notice?: string;
  sendCode(mail: string): Promise<unknown>;
  /** Rejects on failure: the error is toasted and the form keeps what was typed. */
  onSubmit(mail: string, code: string): Promise<void>;
  /** An empty field was submitted (after its toast). */
  onMissing?(field: 'mail' | 'code'): void;
  /** Beside confirm, e.g. cancel. */
  secondaryAction?: ReactNode;
  /** Changes when a code was sent from outside the button (the forced page's automatic send), to restart its countdown. */
  codeButtonKey?: string | number;
}

export function MailForm(p: MailFormProps) {
  const { t } = useTranslation('account');
  const [mail, setMail] = useState(p.initialMail ?? '');
  const [code, setCode] = useState(p.initialCode ?? '');
  // The e-mail only: the code is short-lived and a secret.
  useFormDraft(p.draftKey ?? '', { mail }, (draft) => setMail(draft.mail ?? ''), { enabled: Boolean(p.draftKey) });
  const { busy, run } = useBusyAction();

  const submit = () => {
    const missing = !mail.trim() ? 'mail' : !code.trim() ? 'code' : null;
    if (missing) {
      toast(t(missing === 'mail' ? 'empty.mail' : 'empty.code'));
      p.onMissing?.(missing);
      return;
    }
    void run(() => p.onSubmit(mail.trim(), code.trim()));
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
      {p.intro}
      <FormField
        label={p.mailLabel}
        placeholder={t('placeholder.mail')}
        value={mail}
        onChange={(e) => setMail(e.target.value)}
        // type text: an e-mail input would trim and rewrite the value; SPEC §5 wants no client-side format check
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        name="mail"
        disabled={p.mailLocked}
        readOnly={p.mailLocked}
        className={p.mailLocked ? 'uc-field--locked' : undefined}
      />
      <CodeField
        key={p.codeButtonKey}
        target={mail}
        purpose={p.cooldownKey}
        send={() => p.sendCode(mail)}
        targetEmptyText={t('empty.mail')}
        code={code}
        onCodeChange={setCode}
      />
      {p.notice ? (
        <p className="uc-account-form__notice uc-account-form__notice--success" role="status">
          {p.notice}
        </p>
      ) : null}
      <div className="uc-account-form__actions">
        {p.secondaryAction}
        <Button type="submit" block disabled={busy}>
          {t('form.confirm')}
        </Button>
      </div>
    </form>
  );
}
