// The support team's own page: the remote runs alone with just its pages.
import { getAppConfig } from '@uc/shared';
import { renderStandalone } from '@uc/shared/standalone';
import CustomerServicePage from './pages/customer-service/customer-service-page';
import FaqPage from './pages/faq/faq-page';
import FaqDetailsPage from './pages/faq-details/faq-details-page';
import HostedTicketPage from './pages/hosted-ticket/hosted-ticket-page';
import UserAgreementPage from './pages/legal/user-agreement-page';
import UserAgreementIfPage from './pages/legal/user-agreement-if-page';
import UserAgreementV2Page from './pages/legal/user-agreement-v2-page';
import UserPrivacyPage from './pages/legal/user-privacy-page';
import UserPrivacyIfPage from './pages/legal/user-privacy-if-page';
import UserPrivacyV2Page from './pages/legal/user-privacy-v2-page';
import PutQuestionPage from './pages/put-question/put-question-page';

renderStandalone({
  routes: {
    '/faq': FaqPage,
    '/faqDetails': FaqDetailsPage,
    '/putQuestion': PutQuestionPage,
    [`/${getAppConfig().ticketProvider}Ticket`]: HostedTicketPage,
    '/customerservice': CustomerServicePage,
    '/useragreement': UserAgreementPage,
    '/userprivacy': UserPrivacyPage,
    '/useragreementIf': UserAgreementIfPage,
    '/userprivacyIf': UserPrivacyIfPage,
    '/v2/useragreement': UserAgreementV2Page,
    '/v2/userprivacy': UserPrivacyV2Page,
  },
  home: '/faq',
});
