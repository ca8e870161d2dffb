// The support team's own page: the remote runs alone with just its pages.
import { renderStandalone } from '@uc/shared';
import CustomerServicePage from './pages/customer-service/customer-service-page';
import FaqPage from './pages/faq/faq-page';

renderStandalone({
  routes: { '/faq': FaqPage, '/customerservice': CustomerServicePage },
  home: '/faq',
});
