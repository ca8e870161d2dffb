// SPEC §2 verifyaccount / verifyphone / verifymail: pick the method (disabled with one), get a code, check it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Picker, useFormDraft, usePageScope } from '@uc/shared';
import { useBusyAction } from '../forms/use-busy-action';
import { checkRequired } from '../forms/required-fields';
import { maskMail, maskMobile } from '../masking/mask';
import { CodeField } from './code-field';
import { useCodeCheck } from './use-code-check';
import { useSendMailCode, useSendSmsCode } from './use-send-code';
import type { VerifyKind, VerifyMethod } from './verify-method';
import '../forms/account-forms.css';
import './verification-form.css';

export interface VerificationFormProps {
  /** At least one method. */
  methods: readonly VerifyMethod[];
  initialKind?: VerifyKind | null;
  /** Where the chosen method is kept over a reload (never the code). */
  draftKey: string;
  onVerified(method: VerifyMethod): void;
}

function masked(method: VerifyMethod): string {
  return method.kind === 'mobile' ? maskMobile(method.target) : maskMail(method.target);
}

export function VerificationForm({ methods, initialKind, draftKey, onVerified }: VerificationFormProps) {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<VerifyKind>(
    methods.find((m) => m.kind === initialKind)?.kind ?? methods[0].kind,
  );
  const [code, setCode] = useState('');
  useFormDraft(draftKey, { method: kind }, (draft) => {
    const saved = methods.find((m) => m.kind === draft.method);
    if (saved) setKind(saved.kind);
  });
  const { busy, run } = useBusyAction();
  const scope = usePageScope();
  const sendSms = useSendSmsCode();
  const sendMail = useSendMailCode();
  const checkCode = useCodeCheck();
  const method = methods.find((m) => m.kind === kind) ?? methods[0];

  const send = () =>
    method.kind === 'mobile' ? sendSms(method.target, method.purpose, method.country) : sendMail(method.target, method.purpose);

  const submit = () => {
    if (!checkRequired([{ value: code, emptyText: t('empty.code') }])) return;
    void run(async () => {
      if (await checkCode(method, code)) onVerified(method);
      else scope.toast(t('verify.invalidCode'));
    });
  };

  const options = methods.map((m) => ({ value: m.kind, label: t(`verify.by.${m.kind}`, { target: masked(m) }) }));
  return (
    <form
      className="uc-account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {/* A disabled fieldset disables every radio inside the shared picker when there is nothing to choose. */}
      <fieldset className="uc-verify-methods" disabled={methods.length < 2}>
        <Picker label={t('verify.method')} options={options} value={kind} onChange={(v) => setKind(v as VerifyKind)} />
      </fieldset>
      <p className="uc-account-form__intro">
        {t('verify.sentTo', { target: masked(method) })}
      </p>
      <CodeField
        key={method.kind}
        target={method.target}
        purpose={method.purpose}
        send={send}
        targetEmptyText={t(method.kind === 'mobile' ? 'empty.mobile' : 'empty.mail')}
        code={code}
        onCodeChange={setCode}
      />
      <div className="uc-account-form__actions">
        <Button type="submit" block disabled={busy}>
          {t('form.next')}
        </Button>
      </div>
    </form>
  );
}
