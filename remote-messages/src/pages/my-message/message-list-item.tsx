// One inbox row: tap opens the message, swipe towards its start (left, or right in Arabic) reveals delete (focusing delete reveals it too, for keyboards).
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { InboxMessage } from '../../api/get-messages';
import { formatSendTime } from './message-links';
import { useSwipeReveal } from './use-swipe-reveal';

export interface MessageListItemProps {
  message: InboxMessage;
  revealed: boolean;
  onRevealChange(revealed: boolean): void;
  onOpen(message: InboxMessage): void;
  onDelete(message: InboxMessage): void;
}

export function MessageListItem({ message, revealed, onRevealChange, onOpen, onDelete }: MessageListItemProps) {
  const { t } = useTranslation('messages');
  const swipe = useSwipeReveal({ onReveal: () => onRevealChange(true), onHide: () => onRevealChange(false) });

  const open = () => {
    if (swipe.consumeSwipe()) return;
    if (revealed) onRevealChange(false); // the first tap on a revealed row closes it
    else onOpen(message);
  };

  const classes = ['uc-message-item', revealed ? 'is-revealed' : '', message.isRead ? '' : 'is-unread']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid={`message-${message.id}`}>
      <div className="uc-message-item__track" {...swipe.handlers}>
        <button type="button" className="uc-message-item__open" onClick={open}>
          <span className="uc-message-item__row">
            {message.isRead ? null : (
              <span className="uc-message-item__dot" role="img" aria-label={t('list.unread')} />
            )}
            <span className="uc-message-item__subject">{message.subject}</span>
            <time className="uc-message-item__time" dateTime={message.sendTime}>
              {formatSendTime(message.sendTime)}
            </time>
          </span>
        </button>
      </div>
      <button
        type="button"
        className="uc-message-item__delete"
        aria-label={t('action.deleteNamed', { subject: message.subject })}
        onFocus={() => onRevealChange(true)}
        onClick={() => onDelete(message)}
      >
        <span className="uc-message-item__delete-content">
          <Trash2 className="uc-icon uc-icon--small" aria-hidden="true" />
          <span>{t('action.delete')}</span>
        </span>
      </button>
    </li>
  );
}
