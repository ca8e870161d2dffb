// Exposed as './BindMail' (route /bindmail): bind an e-mail; 1345 leads to strongbindingmail (SPEC §2, §4).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { reportLeftToGame, useBindingBackRule } from '../../features/binding-page/use-binding-back-rule';
import { flowEntryMail } from '../../features/mail-binding/flow-entry';
import { MAIL_DRAFT, useMailBinding } from '../../features/mail-binding/use-mail-binding';
import { MailForm } from '../../features/mail-form/mail-form';

function BindMailForm() {
  const { t } = useTranslation('account');
  const { state } = useLocation();
  const binding = useMailBinding('bind', false);
  return (
    <MailForm
      mailLabel={t('field.mail')}
      cooldownKey={binding.cooldownKey}
      draftKey={MAIL_DRAFT.bind}
      initialMail={flowEntryMail(state)}
      intro={<p className="uc-account-form__intro">{t('intro.bindMail')}</p>}
      notice={binding.notice}
      sendCode={binding.sendCode}
      onSubmit={binding.submit}
      onMissing={binding.reportMissing}
    />
  );
}

export default function BindMailPage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  const backRule = useBindingBackRule();
  return (
    <PageLayout title={t('title.bindMail')} backRule={backRule} onExit={reportLeftToGame}>
      {isLogin ? <BindMailForm /> : <LoginRequired message={t('login.hint')} />}
    </PageLayout>
  );
}
