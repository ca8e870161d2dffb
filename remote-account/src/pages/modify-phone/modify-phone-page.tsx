// Exposed as './ModifyPhone' (route /modifyphone): the new phone number, after verifyphone (SPEC §2 modifyphone).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { reportLeftToGame, useBindingBackRule } from '../../features/binding-page/use-binding-back-rule';
import { PhoneForm } from '../../features/phone-form/phone-form';
import { PHONE_DRAFT, usePhoneBinding } from '../../features/phone-form/use-phone-binding';
import { PURPOSE } from '../../features/verification/code-purposes';

function ModifyPhoneForm() {
  const { t } = useTranslation('account');
  const save = usePhoneBinding('modify');
  return (
    <PhoneForm
      purpose={PURPOSE.bindMobile}
      draftKey={PHONE_DRAFT.modify}
      mobileLabel={t('field.newMobile')}
      intro={t('intro.modifyPhone')}
      onSubmit={save}
    />
  );
}

export default function ModifyPhonePage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  const backRule = useBindingBackRule();
  return (
    <PageLayout title={t('title.modifyPhone')} backRule={backRule} onExit={reportLeftToGame}>
      {isLogin ? <ModifyPhoneForm /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
