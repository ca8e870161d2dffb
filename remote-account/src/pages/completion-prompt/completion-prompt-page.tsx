// Exposed as './CompletionPrompt' (route /completionprompt): the end of a modification flow; finish returns to the game.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button, PageLayout, callNative } from '@uc/shared';
import './completion-prompt-page.css';

export default function CompletionPromptPage() {
  const { t } = useTranslation('account');
  return (
    <PageLayout title={t('title.completion')} backRule="exit-if-client">
      <section className="uc-completion" aria-labelledby="uc-completion-heading">
        <CircleCheck className="uc-completion__icon" aria-hidden="true" />
        <h2 id="uc-completion-heading" className="uc-completion__heading">
          {t('completion.heading')}
        </h2>
        <p className="uc-completion__hint">{t('completion.hint')}</p>
        <Button block onClick={() => callNative('exit')}>
          {t('completion.finish')}
        </Button>
      </section>
    </PageLayout>
  );
}
