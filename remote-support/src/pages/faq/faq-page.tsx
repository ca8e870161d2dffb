// FAQ (SPEC §2): role header with the 'reply' entry, then the grid of FAQ types. Needs no login,
// but the provider call needs the game's app id and public key, which only a game session brings.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout, selectApp, useAppSelector } from '@uc/shared';
import { FaqRoleHeader } from './faq-role-header';
import { FaqTypeGrid } from './faq-type-grid';
import './faq-page.css';

export default function FaqPage() {
  const { t } = useTranslation('support');
  const { appId, publicKey } = useAppSelector(selectApp);
  const hasGameSession = Boolean(appId && publicKey);
  return (
    <PageLayout title={t('faq.title')} className="uc-faq-page">
      <FaqRoleHeader />
      {hasGameSession ? <FaqTypeGrid /> : <EmptyState message={t('faq.needsSession')} />}
    </PageLayout>
  );
}
