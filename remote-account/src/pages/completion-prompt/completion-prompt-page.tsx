// Exposed as './CompletionPrompt' (route /completionprompt): the end of a modification flow; finish returns to the game.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button, PageLayout, ResultPanel, callNative } from '@uc/shared';

export default function CompletionPromptPage() {
  const { t } = useTranslation('account');
  return (
    <PageLayout title={t('title.completion')}>
      <ResultPanel icon={<CircleCheck />} heading={t('completion.heading')} text={t('completion.hint')} tone="success">
        <Button block onClick={() => callNative('exit')}>
          {t('completion.finish')}
        </Button>
      </ResultPanel>
    </PageLayout>
  );
}
