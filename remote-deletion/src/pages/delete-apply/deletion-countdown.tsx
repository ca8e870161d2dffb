// The wait before a new deletion request is allowed, as h:m:s (SPEC §2).
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '@uc/shared';
import './deletion-countdown.css';

export function splitSeconds(total: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(total));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

export function DeletionCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { t, i18n } = useTranslation('deletion');
  const { hours, minutes, seconds } = splitSeconds(secondsLeft);
  const two = (n: number) => formatNumber(n, i18n.language, { minimumIntegerDigits: 2 });
  return (
    <div className="uc-deletion-countdown" role="timer">
      {/* h:m:s reads left to right inside Arabic too */}
      <time
        className="uc-deletion-countdown__time"
        dir="ltr"
        dateTime={`PT${hours}H${minutes}M${seconds}S`}
        aria-label={t('countdown.label', { time: formatDuration(secondsLeft, i18n.language) })}
      >
        {`${two(hours)}:${two(minutes)}:${two(seconds)}`}
      </time>
      <p className="uc-deletion-countdown__hint">{t('countdown.hint')}</p>
    </div>
  );
}
