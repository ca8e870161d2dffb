// Exposed as './StrongBindingMail' (route /strongbindingmail): take over an e-mail bound to another account
// (SPEC §2, §4): warning, locked e-mail, code sent on opening, cancel and confirm, both calls with the forced flag. The
// address comes only from the app's own 1345 flow, in the entry's history state (never the URL); opened any other way
// (a link, a bookmark) it leads to the flow's start, where the player types their own.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Button, LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { reportLeftToGame, useBindingBackRule } from '../../features/binding-page/use-binding-back-rule';
import { boundElsewhereMail } from '../../features/mail-binding/bound-elsewhere-state';
import { carriedCodeFor } from '../../features/mail-binding/carried-code';
import { backStepsOf } from '../../features/mail-binding/flow-entry';
import { useMailBinding } from '../../features/mail-binding/use-mail-binding';
import { MailForm } from '../../features/mail-form/mail-form';
import { flowPaths, type MailOperation } from '../../features/route-flow/route-flow';
import { useCodeOnOpen } from './use-code-on-open';

function StrongBindingForm({ mail, operation, onCancel }: { mail: string; operation: MailOperation; onCancel(): void }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const binding = useMailBinding(operation, true);
  const sentVersion = useCodeOnOpen(mail, binding.cooldownKey, binding.sendCode);
  return (
    <MailForm
      mailLabel={t('field.mail')}
      cooldownKey={binding.cooldownKey}
      initialMail={mail}
      initialCode={carriedCodeFor(location.state, mail)}
      mailLocked
      codeButtonKey={sentVersion}
      intro={
        <div className="uc-account-form__notice uc-account-form__notice--warning" role="alert">
          <strong>{t('strong.warning')}</strong> {t('strong.explain')}
        </div>
      }
      notice={binding.notice}
      sendCode={binding.sendCode}
      onSubmit={binding.submit}
      onMissing={binding.reportMissing}
      secondaryAction={
        <Button variant="secondary" block onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      }
    />
  );
}

export default function StrongBindingMailPage() {
  const { t } = useTranslation('account');
  const isLogin = useAppSelector(selectIsLogin);
  const [query] = useSearchParams();
  const { state } = useLocation();
  const backRule = useBindingBackRule(backStepsOf(state));
  const mail = boundElsewhereMail(state);
  const operation: MailOperation = query.get('operation') === 'modify' ? 'modify' : 'bind';
  let body;
  if (!isLogin) body = <LoginRequired message={t('login.hint')} />;
  else if (!mail) body = <Navigate replace to={operation === 'modify' ? flowPaths.changeMail() : flowPaths.bindMail()} />;
  else body = <StrongBindingForm mail={mail} operation={operation} onCancel={backRule} />;
  return (
    <PageLayout title={t('title.strongBindingMail')} backRule={backRule} onExit={reportLeftToGame}>
      {body}
    </PageLayout>
  );
}
