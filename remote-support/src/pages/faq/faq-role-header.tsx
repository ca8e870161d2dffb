// The FAQ header: who is asking (role name and id, when the game set them) and the 'reply' entry to tickets.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MessageSquareText } from 'lucide-react';
import { Button, selectUser, useAppSelector } from '@uc/shared';
import { ticketRoutePath } from './faq-paths';

export function FaqRoleHeader() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const { roleName, roleId } = useAppSelector(selectUser);
  return (
    <header className="uc-faq-header">
      <div className="uc-faq-header__role">
        {roleName ? <p className="uc-faq-header__line">{t('faq.roleName', { name: roleName })}</p> : null}
        {roleId ? <p className="uc-faq-header__line uc-faq-header__line--muted">{t('faq.roleId', { id: roleId })}</p> : null}
      </div>
      <Button variant="secondary" className="uc-faq-header__reply" onClick={() => navigate(ticketRoutePath())}>
        <MessageSquareText aria-hidden="true" size={18} />
        {t('faq.reply')}
      </Button>
    </header>
  );
}
