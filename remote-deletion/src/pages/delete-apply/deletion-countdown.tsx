// The wait before a new deletion request is allowed, as h:m:s (SPEC §2).
import { useTranslation } from 'react-i18next';
import './deletion-countdown.css';

export function splitSeconds(total: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(total));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

export function DeletionCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation('deletion');
  const { hours, minutes, seconds } = splitSeconds(secondsLeft);
  return (
    <div className="uc-deletion-countdown" role="timer">
      <time
        className="uc-deletion-countdown__time"
        dateTime={`PT${hours}H${minutes}M${seconds}S`}
        aria-label={t('countdown.label', { hours, minutes, seconds })}
      >
        {`${two(hours)}:${two(minutes)}:${two(seconds)}`}
      </time>
      <p className="uc-deletion-countdown__hint">{t('countdown.hint')}</p>
    </div>
  );
}
