// SPEC §2: task center and balance records are placeholders with hard-coded samples; say so plainly on screen.
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import './sample-banner.css';

export function SampleBanner() {
  const { t } = useTranslation('messages');
  return (
    <p className="uc-sample-banner" role="note">
      <Info className="uc-icon uc-icon--small" aria-hidden="true" />
      <span>{t('sample.banner')}</span>
    </p>
  );
}
