// The FAQ header: who is asking (role name and id, only when the game set them) and the ways to reach support.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MessageSquareText, PencilLine } from 'lucide-react';
import { Button, selectUser, useAppSelector } from '@uc/shared';
import { PUT_QUESTION_PATH, ticketRoutePath } from '../../navigation/ticket-route-path';

export function FaqRoleHeader() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const { roleName, roleId } = useAppSelector(selectUser);
  const hasRole = Boolean(roleName || roleId);
  return (
    <header className={hasRole ? 'uc-faq-header' : 'uc-faq-header uc-faq-header--actions-only'}>
      {hasRole ? (
        <div className="uc-faq-header__role">
          {roleName ? <p className="uc-faq-header__line">{t('faq.roleName', { name: roleName })}</p> : null}
          {roleId ? <p className="uc-faq-header__line uc-faq-header__line--muted">{t('faq.roleId', { id: roleId })}</p> : null}
        </div>
      ) : null}
      <div className="uc-faq-header__actions">
        <Button variant="secondary" className="uc-faq-header__action" onClick={() => navigate(PUT_QUESTION_PATH)}>
          <PencilLine aria-hidden="true" size={18} />
          {t('faq.ask')}
        </Button>
        <Button className="uc-faq-header__action" onClick={() => navigate(ticketRoutePath())}>
          <MessageSquareText aria-hidden="true" size={18} />
          {t('faq.reply')}
        </Button>
      </div>
    </header>
  );
}
