// /useragreementIf (SPEC §2): the fixed hosted user agreement (app-config.json agreementUrl), title 'user agreement'.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@uc/shared';
import { LegalFramePage } from './legal-frame-page';

export default function UserAgreementIfPage() {
  const { t } = useTranslation('support');
  return <LegalFramePage title={t('legal.agreementTitle')} src={getAppConfig().agreementUrl} />;
}
