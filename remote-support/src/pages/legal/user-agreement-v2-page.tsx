// /v2/useragreement: the Terms of Service from the legal documents host.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LegalDocumentV2Page } from './legal-document-v2-page';

export default function UserAgreementV2Page() {
  const { t } = useTranslation('support');
  return <LegalDocumentV2Page title={t('legal.agreementTitle')} document="Terms_of_Service" />;
}
