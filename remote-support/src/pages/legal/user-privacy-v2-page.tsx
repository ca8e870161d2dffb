// /v2/userprivacy: the Privacy Policy from the legal documents host.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LegalDocumentV2Page } from './legal-document-v2-page';

export default function UserPrivacyV2Page() {
  const { t } = useTranslation('support');
  return <LegalDocumentV2Page title={t('legal.privacyTitle')} document="Privacy_Policy" />;
}
