// Home (SPEC §2): the player, then the configured feature tiles; back asks the host to exit.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig, PageLayout, prepareNumberFormat, showError, toast } from '@uc/shared';
import { whenIdle } from '../../scheduling/idle';
import { preloadRemotesWhenIdle } from '../../federation/register-remotes';
import { observeHomeVitalsWhenIdle } from '../../telemetry/observe-home-vitals';
import { registerServiceWorkerWhenIdle } from '../../service-worker/register';
import { ProfileCard } from '../../home/profile-card';
import { TileGrid } from '../../home/tile-grid';
import { useHomeData } from '../../home/use-home-data';
import { useTileAction } from '../../home/use-tile-action';
import './home-page.css';

export function HomePage() {
  const { t, i18n } = useTranslation(['host', 'common']);
  const home = useHomeData();
  const onTile = useTileAction(home.mobile);

  // A failed config still leaves the default tiles usable; the toast says why they may differ.
  useEffect(() => {
    if (home.configError) showError(home.configError);
  }, [home.configError]);
  // A config that names no menu: the default tiles, and a word that this game's own menu could not be read.
  useEffect(() => {
    if (home.menuMissing) toast(t('host:home.defaultMenu'));
  }, [home.menuMissing, t]);

  // While home waits for its calls, the player's number format (the balance's) is made in an idle moment: the page's
  // first one loads ICU's number data, tens of ms on a slow phone, which would fall in home's first full frame.
  useEffect(() => {
    if (home.pending) whenIdle(() => prepareNumberFormat(i18n.language), { timeoutMs: 1000, fallbackMs: 50 });
  }, [home.pending, i18n]);
  // Once home shows its tiles, the remotes behind them download in the background (idle): a first tap waits for
  // the page's own chunk only.
  useEffect(() => {
    if (!home.pending) preloadRemotesWhenIdle();
  }, [home.pending]);
  // Likewise web-vitals (telemetry-vitals), in its own chunk.
  useEffect(() => {
    if (!home.pending) observeHomeVitalsWhenIdle();
  }, [home.pending]);
  // And the service worker that lets the next open start from cache (production builds only: sw.js is built there).
  useEffect(() => {
    if (!home.pending && process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  }, [home.pending]);

  return (
    <PageLayout title={t('common:title.userCenter')} backRule="exit" className="uc-home">
      {/* The game's header picture (app-config.json theme.homeHeaderImage), decoration only. */}
      {getAppConfig().theme.homeHeaderImage ? <div className="uc-home__header" aria-hidden="true" /> : null}
      <ProfileCard showBalance={home.showBalance} />
      {home.pending ? (
        <p className="uc-home__pending" role="status">
          {t('common:loading')}
        </p>
      ) : (
        <TileGrid rows={home.rows} badges={home.badges} onTile={onTile} />
      )}
    </PageLayout>
  );
}
