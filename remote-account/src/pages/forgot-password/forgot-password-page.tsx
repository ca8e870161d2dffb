// Exposed as './ForgotPassword' (route /forgotpassword): phone or e-mail, then next (SPEC §2). The forget lookup
// finds how the account can be verified; verifyaccount then leads to setpassword (see route-flow). The country
// picker says where a code to the account's phone goes (docs/spec-readings.md "Account flows: readings"). What the
// lookup found goes on with the account in history state, never the URL; with ARCHITECTURE.md §8 "proof" it is masked.
import '../../locales/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, PageLayout, turnState, usePageScope } from '@uc/shared';
import { CountrySelect, useCountryChoice, useFormDraft } from '@uc/shared/forms';
import { useForgetLookupMutation } from '../../api/forget-lookup';
import { DRAFT_KEYS } from '../../features/forms/draft-keys';
import { checkRequired } from '../../features/forms/required-fields';
import { useBusyAction } from '../../features/forms/use-busy-action';
import { proofMode } from '../../features/proof/proof-value';
import { recoveryState } from '../../features/route-flow/recovery-state';
import { flowPaths } from '../../features/route-flow/route-flow';
import '../../features/forms/account-forms.css';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { navigate } = usePageScope(); // a lookup answered after the player left leads nowhere
  const [account, setAccount] = useState('');
  const { countries, country, chosenId, choose } = useCountryChoice();
  // Forgotten when the reset succeeds (use-password-operation), so coming back from verifyaccount keeps it.
  useFormDraft(DRAFT_KEYS.forgotPassword, { account, country: chosenId }, (draft) => {
    setAccount(draft.account ?? '');
    if (draft.country) choose(draft.country);
  });
  const [lookup] = useForgetLookupMutation();
  const { busy, run } = useBusyAction();

  const next = () => {
    if (!checkRequired([{ value: account, emptyText: t('empty.account') }])) return;
    const username = account.trim();
    void run(async () => {
      const found = await lookup({ username }).unwrap();
      const recovery = recoveryState({ username, mobile: found.mobile, mail: found.mail, country: found.mobile ? country.id : '' });
      const title = t('title.forgotPassword');
      const to = proofMode() ? flowPaths.proofRecoveryVerification(title) : flowPaths.forgotPasswordVerification(title);
      navigate(to, { state: turnState(recovery) });
    });
  };

  return (
    <PageLayout title={t('title.forgotPassword')}>
      <form
        className="uc-account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <p className="uc-account-form__intro">{t('intro.forgotPassword')}</p>
        <CountrySelect countries={countries} value={country.id} onChange={choose} label={t('field.phoneCountry')} />
        <FormField
          label={t('field.account')}
          placeholder={t('placeholder.account')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          autoComplete="username"
          name="account"
        />
        <div className="uc-account-form__actions">
          <Button type="submit" block disabled={busy}>
            {t('form.next')}
          </Button>
        </div>
      </form>
    </PageLayout>
  );
}
