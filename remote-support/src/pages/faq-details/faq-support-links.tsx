// Under the answers: still stuck? Reply on the hosted ticket page, or contact us with the ticket form.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MessageSquareText, PencilLine } from 'lucide-react';
import { Button } from '@uc/shared';
import { PUT_QUESTION_PATH, ticketRoutePath } from '../../navigation/ticket-route-path';

export function FaqSupportLinks() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return (
    <section className="uc-faq-support" aria-label={t('faqDetails.moreHelp')}>
      <p className="uc-faq-support__text">{t('faqDetails.moreHelp')}</p>
      <div className="uc-faq-support__actions">
        <Button variant="secondary" onClick={() => navigate(PUT_QUESTION_PATH)}>
          <PencilLine aria-hidden="true" size={18} />
          {t('faqDetails.contactUs')}
        </Button>
        <Button onClick={() => navigate(ticketRoutePath())}>
          <MessageSquareText aria-hidden="true" size={18} />
          {t('faq.reply')}
        </Button>
      </div>
    </section>
  );
}
