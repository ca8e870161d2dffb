// What deleting means (SPEC §2) and the cancellation rules (SPEC §5), as text before the agreement.
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';

export function DeletionNotice() {
  const { t } = useTranslation('deletion');
  return (
    <section className="uc-deletion-notice" aria-labelledby="uc-deletion-notice-heading">
      <TriangleAlert className="uc-deletion-notice__icon" aria-hidden="true" size={48} />
      <h2 id="uc-deletion-notice-heading" className="uc-deletion-notice__heading">
        {t('notice.heading')}
      </h2>
      <p className="uc-deletion-notice__attention">{t('notice.attention')}</p>
      <h3 className="uc-deletion-notice__rules-heading">{t('rules.heading')}</h3>
      <ol className="uc-deletion-notice__rules">
        <li>{t('rules.noRecentChanges')}</li>
        <li>{t('rules.agreementFirst')}</li>
      </ol>
    </section>
  );
}
