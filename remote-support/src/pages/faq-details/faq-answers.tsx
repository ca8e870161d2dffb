// One FAQ type's question/answer pairs; answers are server HTML and go through the shared sanitizer only, and their
// links route like a message's.
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, currentLocale, useLoadingOverlay } from '@uc/shared';
import { SafeHtml } from '@uc/shared/html';
import { useGetFaqDetailsQuery } from '../../api/get-faq-details';
import { useFaqLink } from './use-faq-link';

export function FaqAnswers({ typeId }: { typeId: string }) {
  const { t } = useTranslation('support');
  const language = currentLocale();
  const onLinkClick = useFaqLink();
  const { data: items, isLoading, isFetching, isError, error, refetch } = useGetFaqDetailsQuery({ typeId, language });
  const loading = isLoading || (isFetching && !items);
  useLoadingOverlay(loading);

  if (loading) return null; // the shared overlay shows meanwhile
  if (isError || !items) return <ErrorState message={t('faqDetails.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (items.length === 0) return <EmptyState message={t('faqDetails.empty')} />;

  return (
    <ol className="uc-faq-answers" aria-label={t('faqDetails.questions')}>
      {items.map((item, index) => (
        <li key={`${index}-${item.title}`} className="uc-faq-answers__item">
          <h2 className="uc-faq-answers__question">{item.title}</h2>
          <SafeHtml className="uc-faq-answers__answer" html={item.faq} onLinkClick={onLinkClick} />
        </li>
      ))}
    </ol>
  );
}
