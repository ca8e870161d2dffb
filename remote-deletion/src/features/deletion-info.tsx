// What the player is told before deleting, in the game and on the web: what is deleted, what is kept and why (the
// deployment's own words from app-config.json `deletionNotice`, else ours), how long it takes (SPEC's 15 days), that a
// pending request can be cancelled, and that deleting refunds nothing and cancels no subscription.
import { useTranslation } from 'react-i18next';
import { getAppConfig, keptText, selectTextLanguage, useAppSelector } from '@uc/shared';
import './deletion-info.css';

const TOPICS = ['deleted', 'kept', 'time', 'refunds'] as const;

export function DeletionInfo() {
  const { t } = useTranslation('deletion');
  const language = useAppSelector(selectTextLanguage);
  const kept = keptText(getAppConfig().deletionNotice, language) || t('info.kept');
  const texts: Record<(typeof TOPICS)[number], string> = {
    deleted: t('info.deleted'),
    kept,
    time: `${t('info.time')} ${t('info.cancel')}`,
    refunds: t('info.refunds'),
  };
  return (
    <section className="uc-deletion-info" aria-labelledby="uc-deletion-info-heading">
      <h2 id="uc-deletion-info-heading" className="uc-deletion-info__heading">
        {t('info.heading')}
      </h2>
      <dl className="uc-deletion-info__list">
        {TOPICS.map((topic) => (
          <div key={topic} className="uc-deletion-info__item">
            <dt className="uc-deletion-info__term">{t(`info.${topic}Heading`)}</dt>
            <dd className="uc-deletion-info__text">{texts[topic]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
