// Exposed as './BindPhone' (route /bindPhone): bind a phone number to the account (SPEC §2 bindPhone).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { reportLeftToGame, useBindingBackRule } from '../../features/binding-page/use-binding-back-rule';
import { PhoneForm } from '../../features/phone-form/phone-form';
import { PHONE_DRAFT, usePhoneBinding } from '../../features/phone-form/use-phone-binding';
import { PURPOSE } from '../../features/verification/code-purposes';

function BindPhoneForm() {
  const { t } = useTranslation('account');
  const save = usePhoneBinding('bind');
  return (
    <PhoneForm
      purpose={PURPOSE.bindMobile}
      draftKey={PHONE_DRAFT.bind}
      mobileLabel={t('field.mobile')}
      intro={t('intro.bindPhone')}
      onSubmit={save}
    />
  );
}

export default function BindPhonePage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  const backRule = useBindingBackRule();
  return (
    <PageLayout title={t('title.bindPhone')} backRule={backRule} onExit={reportLeftToGame}>
      {isLogin ? <BindPhoneForm /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
