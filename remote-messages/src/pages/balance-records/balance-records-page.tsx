// Exposed as './BalanceRecords' (route /balanceRecords): SPEC §2 placeholder with a sample balance and records. The
// balance call is made as SPEC §7 lists (when logged in), and its result is not used.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { PageLayout, formatNumber, formatWallClock, selectIsLogin, selectUser, useAppSelector } from '@uc/shared';
import { useGetBalanceQuery } from '../../api/placeholder-calls';
import { SampleBanner } from '../../features/samples/sample-banner';
import { SAMPLE_BALANCE, SAMPLE_RECORDS } from './sample-records';
import './balance-records-page.css';

function signed(amount: number, language: string): string {
  const text = formatNumber(Math.abs(amount), language);
  return amount < 0 ? `−${text}` : `+${text}`;
}

function RecordTime({ time, language }: { time: string; language: string }) {
  const shown = formatWallClock(time, language);
  return <time className="uc-balance-record__time" dateTime={shown?.dateTime}>{shown?.text ?? time}</time>;
}

export default function BalanceRecordsPage() {
  const { t, i18n } = useTranslation('messages');
  const isLogin = useAppSelector(selectIsLogin);
  const { userId } = useAppSelector(selectUser);
  // Results unused (SPEC §2: not wired to real data); a failure changes nothing on screen, so nothing is shown for it.
  useGetBalanceQuery(userId, { skip: !isLogin || !userId });
  const language = i18n.language;

  return (
    <PageLayout title={t('title.balanceRecords')}>
      <SampleBanner />
      <section className="uc-card uc-balance" aria-label={t('balance.balance')}>
        <span className="uc-balance__label">
          {t('balance.balance')}
          <span className="uc-sample-label">{t('sample.label')}</span>
        </span>
        <span className="uc-balance__amount">
          <Coins className="uc-icon" aria-hidden="true" />
          {formatNumber(SAMPLE_BALANCE, language)}
        </span>
      </section>
      <h2 className="uc-balance__title">
        {t('balance.records')}
        <span className="uc-sample-label">{t('sample.label')}</span>
      </h2>
      <ul className="uc-card uc-balance-records" aria-label={t('balance.records')}>
        {SAMPLE_RECORDS.map((r) => (
          <li key={r.id} className="uc-balance-record">
            <span className="uc-balance-record__main">
              <span className="uc-balance-record__kind">{t(`balance.items.${r.kind}`)}</span>
              <RecordTime time={r.time} language={language} />
            </span>
            <span className={`uc-balance-record__amount ${r.amount < 0 ? 'is-spent' : 'is-earned'}`}>{signed(r.amount, language)}</span>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
