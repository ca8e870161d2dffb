// /userprivacyIf (SPEC §2): the fixed hosted privacy policy (app-config.json privacyUrl), title 'privacy policy'.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@uc/shared';
import { LegalFramePage } from './legal-frame-page';

export default function UserPrivacyIfPage() {
  const { t } = useTranslation('support');
  return <LegalFramePage title={t('legal.privacyTitle')} src={getAppConfig().privacyUrl} />;
}
