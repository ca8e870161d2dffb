// bindPhone and modifyphone share this form (SPEC §2): country code, mobile, code with the send button, confirm.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField } from '@uc/shared';
import { CountrySelect, useCountryChoice, useFormDraft } from '@uc/shared/forms';
import type { SmsPurpose } from '../verification/code-purposes';
import { CodeField } from '../verification/code-field';
import { useSendSmsCode } from '../verification/use-send-code';
import { checkRequired } from '../forms/required-fields';
import { useBusyAction } from '../forms/use-busy-action';
import '../forms/account-forms.css';

export interface PhoneFormValues {
  /** Dialling code without '+'. */
  country: string;
  /** Region id of the chosen country, e.g. 'JP': the session keeps it as the bound number's country. */
  countryId: string;
  mobile: string;
  code: string;
}

export interface PhoneFormProps {
  purpose: SmsPurpose;
  /** Where the number and country are kept over a reload (features/forms/draft-keys). */
  draftKey: string;
  mobileLabel: string;
  intro?: string;
  /** Rejects on failure: the error is toasted and the form keeps what was typed. */
  onSubmit(values: PhoneFormValues): Promise<void>;
}

export function PhoneForm({ purpose, draftKey, mobileLabel, intro, onSubmit }: PhoneFormProps) {
  const { t } = useTranslation('account');
  const { countries, country, chosenId, choose } = useCountryChoice();
  const [mobile, setMobile] = useState('');
  // The code is left out on purpose: it is short-lived and a secret.
  useFormDraft(draftKey, { mobile, country: chosenId }, (draft) => {
    if (draft.mobile !== undefined) setMobile(draft.mobile);
    if (draft.country) choose(draft.country);
  });
  const [code, setCode] = useState('');
  const { busy, run } = useBusyAction();
  const sendSms = useSendSmsCode();

  const submit = () => {
    const filled = checkRequired([
      { value: mobile, emptyText: t('empty.mobile') },
      { value: code, emptyText: t('empty.code') },
    ]);
    if (filled) void run(() => onSubmit({ country: country.number, countryId: country.id, mobile: mobile.trim(), code: code.trim() }));
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
      {intro ? <p className="uc-account-form__intro">{intro}</p> : null}
      <CountrySelect countries={countries} value={country.id} onChange={choose} />
      <FormField
        label={mobileLabel}
        placeholder={t('placeholder.mobile')}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name="mobile"
      />
      <CodeField
        target={mobile}
        purpose={purpose}
        send={() => sendSms(mobile, purpose, country.number)}
        targetEmptyText={t('empty.mobile')}
        code={code}
        onCodeChange={setCode}
      />
      <div className="uc-account-form__actions">
        <Button type="submit" block disabled={busy}>
          {t('form.confirm')}
        </Button>
      </div>
    </form>
  );
}
