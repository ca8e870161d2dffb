// Exposed as './ModifyMail' (route /modifymail): the new e-mail, after verifymail; 1345 leads to strongbindingmail.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { reportLeftToGame, useBindingBackRule } from '../../features/binding-page/use-binding-back-rule';
import { flowEntryMail } from '../../features/mail-binding/flow-entry';
import { MAIL_DRAFT, useMailBinding } from '../../features/mail-binding/use-mail-binding';
import { MailForm } from '../../features/mail-form/mail-form';

function ModifyMailForm() {
  const { t } = useTranslation('account');
  const { state } = useLocation();
  const binding = useMailBinding('modify', false);
  return (
    <MailForm
      mailLabel={t('field.newMail')}
      cooldownKey={binding.cooldownKey}
      draftKey={MAIL_DRAFT.modify}
      initialMail={flowEntryMail(state)}
      intro={<p className="uc-account-form__intro">{t('intro.modifyMail')}</p>}
      notice={binding.notice}
      sendCode={binding.sendCode}
      onSubmit={binding.submit}
      onMissing={binding.reportMissing}
    />
  );
}

export default function ModifyMailPage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  const backRule = useBindingBackRule();
  return (
    <PageLayout title={t('title.modifyMail')} backRule={backRule} onExit={reportLeftToGame}>
      {isLogin ? <ModifyMailForm /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
