// SPEC §2 verifyaccount / verifyphone / verifymail: pick the method (disabled with one), get a code, check it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IsolatedText, usePageScope } from '@uc/shared';
import { Picker, useFormDraft } from '@uc/shared/forms';
import { useBusyAction } from '../forms/use-busy-action';
import { checkRequired } from '../forms/required-fields';
import { proofMode } from '../proof/proof-value';
import { CodeField } from './code-field';
import { useCodeCheck } from './use-code-check';
import { useSendMethodCode } from './use-send-code';
import { shownTarget, type VerifyKind, type VerifyMethod } from './verify-method';
import '../forms/account-forms.css';
import './verification-form.css';

export interface VerificationFormProps {
  /** At least one method. */
  methods: readonly VerifyMethod[];
  initialKind?: VerifyKind | null;
  /** Where the chosen method is kept over a reload (never the code). */
  draftKey: string;
  /** Shown above the method picker (e.g. why the player is back for a new code). */
  notice?: ReactNode;
  /** `proof`: what the provider answered with the right code (ARCHITECTURE.md §8; '' from a SPEC §7 provider). */
  onVerified(method: VerifyMethod, proof: string): void;
}

export function VerificationForm({ methods, initialKind, draftKey, notice, onVerified }: VerificationFormProps) {
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
  const sendCode = useSendMethodCode();
  const checkCode = useCodeCheck();
  const method = methods.find((m) => m.kind === kind) ?? methods[0];

  const submit = () => {
    if (!checkRequired([{ value: code, emptyText: t('empty.code') }])) return;
    void run(async () => {
      const check = await checkCode(method, code);
      if (check.ok) onVerified(method, check.proof);
      else scope.toast(t('verify.invalidCode'));
    });
  };

  // The provider's masked values (§8 proof) are bidi-isolated; a SPEC §7 page renders exactly as it always has.
  const isolate = proofMode();
  const options = methods.map((m) => ({
    value: m.kind,
    label: <IsolatedText ns="account" i18nKey={`verify.by.${m.kind}`} values={{ target: shownTarget(m) }} isolate={isolate} />,
  }));
  return (
    <form
      className="uc-account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {notice}
      {/* A disabled fieldset disables every radio inside the shared picker when there is nothing to choose. */}
      <fieldset className="uc-verify-methods" disabled={methods.length < 2}>
        <Picker label={t('verify.method')} options={options} value={kind} onChange={(v) => setKind(v as VerifyKind)} />
      </fieldset>
      <p className="uc-account-form__intro">
        <IsolatedText ns="account" i18nKey="verify.sentTo" values={{ target: shownTarget(method) }} isolate={isolate} />
      </p>
      <CodeField
        key={method.kind}
        target={method.target}
        purpose={method.purpose}
        send={() => sendCode(method)}
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
