// Without webAccount (or for a game the deployment does not list) the page cannot act on the web: it says how to delete
// the account inside the game, step by step, what deleting means, and where support is — never a dead end.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getAppConfig } from '@uc/shared';
import { DeletionInfo } from '../../features/deletion-info';

const STEPS = ['open', 'userCenter', 'deleteAccount', 'apply'] as const;

export function InGameSteps({ name }: { name: string }) {
  const { t } = useTranslation('deletion');
  const { supportEmail } = getAppConfig();
  // the steps quote the labels the player will see: the same texts, never a second spelling of them
  const labels = { userCenter: t('common:title.userCenter'), deleteAccount: t('title'), agree: t('agree.checkbox'), apply: t('action.apply') };
  return (
    <div className="uc-web-deletion">
      <section className="uc-web-deletion__in-game" aria-labelledby="uc-web-deletion-in-game">
        <h2 id="uc-web-deletion-in-game" className="uc-web-deletion__step">
          {name ? t('inGame.headingNamed', { game: name }) : t('inGame.heading')}
        </h2>
        <p className="uc-web-deletion__hint">{t('inGame.intro')}</p>
        <ol className="uc-web-deletion__steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`inGame.step.${step}`, labels)}</li>
          ))}
        </ol>
      </section>
      <DeletionInfo />
      <section className="uc-web-deletion__support" aria-labelledby="uc-web-deletion-support">
        <h2 id="uc-web-deletion-support" className="uc-web-deletion__step">
          {t('inGame.supportHeading')}
        </h2>
        <p className="uc-web-deletion__hint">{t('inGame.support')}</p>
        {supportEmail ? (
          <p className="uc-web-deletion__mail">
            <a href={`mailto:${encodeURIComponent(supportEmail).replace(/%40/g, '@')}`}>
              <bdi>{supportEmail}</bdi>
            </a>
          </p>
        ) : null}
        <Link to="/customerservice" className="uc-web-deletion__link">
          {t('inGame.supportPage')}
        </Link>
      </section>
    </div>
  );
}
