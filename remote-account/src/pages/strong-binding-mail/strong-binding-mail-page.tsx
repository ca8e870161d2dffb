// Exposed as './StrongBindingMail' (route /strongbindingmail): take over an e-mail bound to another account
// (SPEC §2, §4): warning, locked e-mail, code sent on opening (only when the app's 1345 flow led here), cancel and
// confirm, both calls with the forced flag.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, ErrorState, LoginRequired, PageLayout, selectIsLogin, useAppSelector } from '@uc/shared';
import { reportLeftToGame, useBindingBackRule } from '../../features/binding-page/use-binding-back-rule';
import { ledByBoundElsewhere } from '../../features/mail-binding/bound-elsewhere-state';
import { carriedCodeFor } from '../../features/mail-binding/carried-code';
import { backStepsOf } from '../../features/mail-binding/flow-entry';
import { useMailBinding } from '../../features/mail-binding/use-mail-binding';
import { MailForm } from '../../features/mail-form/mail-form';
import type { MailOperation } from '../../features/route-flow/route-flow';
import { useCodeOnOpen } from './use-code-on-open';

function StrongBindingForm({ mail, operation, onCancel }: { mail: string; operation: MailOperation; onCancel(): void }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const binding = useMailBinding(operation, true);
  const sentVersion = useCodeOnOpen(mail, binding.cooldownKey, binding.sendCode, ledByBoundElsewhere(location.state, mail));
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
  const backRule = useBindingBackRule(backStepsOf(useLocation().state));
  const mail = (query.get('mail') ?? '').trim();
  const operation: MailOperation = query.get('operation') === 'modify' ? 'modify' : 'bind';
  let body;
  if (!isLogin) body = <LoginRequired message={t('login.hint')} />;
  else if (!mail) body = <ErrorState message={t('error.systemAbnormal')} onRetry={backRule} retryText={t('form.back')} />;
  else body = <StrongBindingForm mail={mail} operation={operation} onCancel={backRule} />;
  return (
    <PageLayout title={t('title.strongBindingMail')} backRule={backRule} onExit={reportLeftToGame}>
      {body}
    </PageLayout>
  );
}
