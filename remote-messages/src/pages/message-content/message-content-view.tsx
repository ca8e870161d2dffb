// One message: subject, the sanitized HTML body (links through useMessageLink), the code attachment for activeCode
// messages, and delete with confirmation. Loading uses the shared overlay; a failed load says so with retry.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button, ErrorState, Popup, useLoadingOverlay } from '@uc/shared';
import { SafeHtml } from '@uc/shared/html';
// Deep import on purpose: bundled into this remote, so it works with any deployed host (stateless, no singleton).
import { useGetMessageContentQuery, type MessageContentArg } from '../../api/get-message-content';
import { useDeleteMessage } from '../../features/inbox/use-delete-message';
import { useInboxArg } from '../../features/inbox/use-inbox-arg';
import { CodeAttachment } from './code-attachment';
import { useLeaveAfterDelete } from './leave-after-delete';
import { useClaimCode } from './use-claim-code';
import { useMessageLink } from './use-message-link';

export interface MessageContentViewProps {
  id: string;
  category: string;
  subject: string;
}

export function MessageContentView({ id, category, subject }: MessageContentViewProps) {
  const { t } = useTranslation('messages');
  const inbox = useInboxArg();
  const arg: MessageContentArg = useMemo(() => ({ id, userId: inbox.userId, mobile: inbox.mobile }), [id, inbox.userId, inbox.mobile]);
  // Always asked afresh: the server marks it read on every open, and its claim state may have changed elsewhere.
  const query = useGetMessageContentQuery(arg, { refetchOnMountOrArgChange: true });
  const loading = query.isFetching && !query.data;
  useLoadingOverlay(loading);

  const onLinkClick = useMessageLink(id, inbox.userId);
  const { claim, claiming, popupOpen, closePopup } = useClaimCode(arg);
  const deleteMessage = useDeleteMessage(inbox);
  const leave = useLeaveAfterDelete();

  if (query.isError && !query.data) {
    return query.isFetching ? null : <ErrorState message={t('content.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const content = query.data;
  if (!content) return null; // the shared overlay shows meanwhile

  const onDelete = async () => {
    if (await deleteMessage({ id })) leave();
  };

  return (
    <article className="uc-message-content">
      <div className="uc-card uc-message-content__card">
        {subject ? <h2 className="uc-message-content__subject">{subject}</h2> : null}
        <SafeHtml html={content.content} onLinkClick={(href) => void onLinkClick(href)} className="uc-message-content__body" testId="message-body" />
      </div>
      {category === 'activeCode' && content.code ? (
        <CodeAttachment content={content} claiming={claiming} onClaim={(code) => void claim(code)} />
      ) : null}
      <Button variant="secondary" block className="uc-message-content__delete" onClick={() => void onDelete()}>
        <Trash2 className="uc-icon uc-icon--small" aria-hidden="true" />
        <span>{t('action.deleteMessage')}</span>
      </Button>
      <Popup open={popupOpen} onClose={closePopup} title={t('claim.popupTitle')}>
        <p className="uc-claimed-popup__text">{t('claim.popupBody', { name: content.name || content.code })}</p>
        <Button block onClick={closePopup}>
          {t('common:action.ok')}
        </Button>
      </Popup>
    </article>
  );
}
