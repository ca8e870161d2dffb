// /useragreement: the user agreement text from the contract call (see legal-text-page for the reading).
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LegalTextPage } from './legal-text-page';

export default function UserAgreementPage() {
  const { t } = useTranslation('support');
  return <LegalTextPage title={t('legal.agreementTitle')} text="agreement" />;
}
