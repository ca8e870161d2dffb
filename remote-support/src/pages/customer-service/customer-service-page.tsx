// Customer service (SPEC §2): the player writes to the support center; the address comes from app-config.json.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { PageLayout, getAppConfig } from '@uc/shared';
import './customer-service-page.css';

export default function CustomerServicePage() {
  const { t } = useTranslation('support');
  const { supportEmail } = getAppConfig();
  return (
    <PageLayout title={t('customerService.title')} className="uc-customer-service-page">
      <section className="uc-customer-service">
        <Mail className="uc-customer-service__icon" aria-hidden="true" size={40} />
        <p className="uc-customer-service__intro">{t('customerService.intro')}</p>
        <p className="uc-customer-service__label">{t('customerService.emailLabel')}</p>
        <a className="uc-customer-service__email" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        <p className="uc-customer-service__hint">{t('customerService.hint')}</p>
      </section>
    </PageLayout>
  );
}
