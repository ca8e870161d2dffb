// The FAQ types as a 3-column grid; a tap opens that type's questions.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, currentLocale, useLoadingOverlay } from '@uc/shared';
import { useGetFaqTypesQuery } from '../../api/get-faq-types';
import { faqDetailsPath } from './faq-paths';
import { padToMultipleOfThree } from './pad-to-multiple-of-three';

export function FaqTypeGrid() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  // Re-read on every render: useTranslation re-renders on a language change, so the list follows the locale.
  const language = currentLocale();
  const { data: types, isLoading, isFetching, isError, error, refetch } = useGetFaqTypesQuery({ language });
  const loading = isLoading || (isFetching && !types);
  useLoadingOverlay(loading);

  if (loading) return null; // the shared overlay shows meanwhile
  if (isError || !types) return <ErrorState message={t('faq.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (types.length === 0) return <EmptyState message={t('faq.empty')} />;

  return (
    <section className="uc-faq-grid" aria-label={t('faq.topics')}>
      <ul className="uc-faq-grid__cells">
        {padToMultipleOfThree(types).map((type, index) =>
          type ? (
            <li key={`${type.id}-${index}`} className="uc-faq-grid__cell">
              <button type="button" className="uc-faq-grid__type" onClick={() => navigate(faqDetailsPath(type))}>
                {type.name}
              </button>
            </li>
          ) : (
            <li key={`blank-${index}`} className="uc-faq-grid__cell uc-faq-grid__cell--blank" aria-hidden="true" />
          ),
        )}
      </ul>
    </section>
  );
}
