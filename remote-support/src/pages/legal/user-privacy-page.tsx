// /userprivacy: the privacy policy text from the privacy call (see legal-text-page for the reading).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LegalTextPage } from './legal-text-page';

export default function UserPrivacyPage() {
  const { t } = useTranslation('support');
  return <LegalTextPage title={t('legal.privacyTitle')} text="privacy" />;
}
