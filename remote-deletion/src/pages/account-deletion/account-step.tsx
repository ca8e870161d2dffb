// Step 1: which account — a phone number (with its country) or an e-mail, as the player typed it. The provider's lookup
// says it exists and answers only masked ways to reach it; what was typed stays when anything is refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, useAppSelector, type ProviderApp } from '@uc/shared';
import { CountrySelect, Picker, startingCountry, useCountryList, useDeviceRegion } from '@uc/shared/forms';
import { useLookupDeletionAccountMutation, type DeletionChannel, type MaskedAccount } from '../../api/web-deletion';
import { flowErrorText } from './flow-errors';
import { useBusy } from './use-busy';

/** What the player typed; kept by the page while the steps change. */
export interface AccountInput {
  kind: DeletionChannel;
  mobile: string;
  mail: string;
  /** Region id the player chose ('' = the starting country). */
  countryId: string;
}

export interface FoundAccount {
  kind: DeletionChannel;
  username: string;
  /** Dialling code without '+'. */
  country: string;
  masked: MaskedAccount;
}

export interface AccountStepProps {
  app: ProviderApp;
  input: AccountInput;
  onInput(patch: Partial<AccountInput>): void;
  onFound(found: FoundAccount): void;
}

// A number is looked up as its digits: the spaces and dashes people type in are not part of it.
const digitsOf = (mobile: string) => mobile.replace(/[\s().-]/g, '');

export function AccountStep({ app, input, onInput, onFound }: AccountStepProps) {
  const { t } = useTranslation('deletion');
  const [error, setError] = useState('');
  const [lookup] = useLookupDeletionAccountMutation();
  const { busy, run } = useBusy();
  const { countries } = useCountryList();
  const sessionCountry = useAppSelector((s) => s.session.countryCode);
  const deviceCountry = useDeviceRegion();
  const country = startingCountry(countries, [input.countryId, sessionCountry, deviceCountry]);
  const phone = input.kind === 'sms';

  const submit = () => {
    const username = phone ? digitsOf(input.mobile) : input.mail.trim();
    if (!username) {
      setError(t(phone ? 'web.account.emptyPhone' : 'web.account.emptyMail'));
      return;
    }
    void run(async () => {
      try {
        const masked = await lookup({ app, username }).unwrap();
        setError('');
        onFound({ kind: input.kind, username, country: country.number, masked });
      } catch (e) {
        setError(flowErrorText(e, { '1302': t(phone ? 'web.account.unknownPhone' : 'web.account.unknownMail') }));
      }
    });
  };

  const change = (patch: Partial<AccountInput>) => {
    setError('');
    onInput(patch);
  };
  return (
    <form
      className="uc-web-deletion__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="uc-web-deletion__step">{t('web.account.heading')}</h2>
      <p className="uc-web-deletion__hint">{t('web.account.hint')}</p>
      <Picker
        label={t('web.account.kind')}
        options={[{ value: 'sms', label: t('web.account.phone') }, { value: 'mail', label: t('web.account.mail') }]}
        value={input.kind}
        onChange={(kind) => change({ kind: kind as DeletionChannel })}
      />
      {phone ? (
        <>
          <CountrySelect countries={countries} value={country.id} onChange={(countryId) => change({ countryId })} />
          <FormField
            label={t('web.account.phone')}
            placeholder={t('web.account.phonePlaceholder')}
            value={input.mobile}
            onChange={(e) => change({ mobile: e.target.value })}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            name="mobile"
            error={error || undefined}
          />
        </>
      ) : (
        <FormField
          label={t('web.account.mail')}
          placeholder={t('web.account.mailPlaceholder')}
          value={input.mail}
          onChange={(e) => change({ mail: e.target.value })}
          type="email"
          inputMode="email"
          autoComplete="email"
          name="mail"
          error={error || undefined}
        />
      )}
      <Button type="submit" block disabled={busy} className="uc-web-deletion__next">
        {t('web.next')}
      </Button>
    </form>
  );
}
