// FAQ details (SPEC §2): query id, title, optional from=client. The type's questions with their answers (server
// HTML, sanitized by the shared SafeHtml), and the ways on to support: the hosted ticket page and the ticket form.
import '../../locales/register';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageLayout, selectApp, toast, useAppSelector } from '@uc/shared';
import { FaqAnswers } from './faq-answers';
import { FaqSupportLinks } from './faq-support-links';
import './faq-details-page.css';

export default function FaqDetailsPage() {
  const { t } = useTranslation('support');
  const [search] = useSearchParams();
  const typeId = (search.get('id') ?? '').trim();
  const title = (search.get('title') ?? '').trim() || t('faqDetails.title');
  const { appId, publicKey } = useAppSelector(selectApp);
  const hasGameSession = Boolean(appId && publicKey);

  useEffect(() => {
    if (!typeId) toast(t('faqDetails.parameterError'));
  }, [typeId, t]);

  let body;
  if (!typeId) body = <ErrorState message={t('faqDetails.parameterError')} />;
  else if (!hasGameSession) body = <EmptyState message={t('faq.needsSession')} />;
  else body = <FaqAnswers typeId={typeId} />;

  return (
    <PageLayout title={title} className="uc-faq-details-page">
      {body}
      <FaqSupportLinks />
    </PageLayout>
  );
}
