// The logged-in body: loading, error with retry, or (under pull to refresh, a Refresh button at the end) empty or the swipe list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Mail, RefreshCw } from 'lucide-react';
import { Button, EmptyState, ErrorState } from '@uc/shared';
import type { InboxMessage } from '../../api/get-messages';
import { messageContentPath } from './message-links';
import { MessageListItem } from './message-list-item';
import { useDeleteMessage } from '../../features/inbox/use-delete-message';
import { PullToRefresh } from '../../features/scroll/pull-to-refresh';
import { useInbox } from './use-inbox';

export function MessageInbox() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const { arg, messages, loading, refreshing, refresh, failed, error, retry } = useInbox();
  const deleteMessage = useDeleteMessage(arg);
  // One row open at a time, as in every swipe list.
  const [revealedId, setRevealedId] = useState<string | null>(null);

  if (failed) return <ErrorState message={t('list.loadFailed')} error={error} onRetry={() => void retry()} />;
  if (loading || !messages) return null; // the shared overlay shows meanwhile

  const onDelete = async (message: InboxMessage) => {
    const deleted = await deleteMessage(message);
    if (deleted) setRevealedId(null);
  };

  return (
    <PullToRefresh onRefresh={refresh} refreshing={refreshing} data-testid="inbox">
      {messages.length === 0 ? (
        <EmptyState message={t('list.empty')} icon={<Mail className="uc-icon" />}>
          <p className="uc-inbox__hint">{t('list.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className="uc-inbox uc-card" aria-label={t('list.label')}>
          {messages.map((message) => (
            <MessageListItem
              key={message.id}
              message={message}
              revealed={revealedId === message.id}
              onRevealChange={(open) => setRevealedId(open ? message.id : null)}
              onOpen={(m) => navigate(messageContentPath(m))}
              onDelete={(m) => void onDelete(m)} // it reports its own failure
            />
          ))}
        </ul>
      )}
      {/* The same refresh for keyboards, switches and anyone who cannot drag; at the end, so the list keeps its place. */}
      <div className="uc-inbox__footer">
        <Button variant="secondary" disabled={refreshing} onClick={refresh}>
          <RefreshCw className="uc-icon uc-icon--small" aria-hidden="true" />
          <span>{t('list.refresh')}</span>
        </Button>
      </div>
    </PullToRefresh>
  );
}
