// Delete needs our own confirm dialog first (SPEC §5); on success the row leaves the list and the unread badge refreshes.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, hideLoading, showError, showLoading, toast } from '@uc/shared';
import { useDeleteMessageMutation } from '../../api/delete-message';
import type { InboxMessage, MessagesArg } from '../../api/get-messages';

/** Resolves true when the message was deleted. */
export function useDeleteMessage(list: MessagesArg): (message: Pick<InboxMessage, 'id'>) => Promise<boolean> {
  const { t } = useTranslation('messages');
  const [deleteMessage] = useDeleteMessageMutation();

  return useCallback(
    async (message: Pick<InboxMessage, 'id'>) => {
      const confirmed = await confirmDialog({ message: t('delete.confirm'), confirmText: t('action.delete') });
      if (!confirmed) return false;
      showLoading();
      try {
        const result = await deleteMessage({ userId: list.userId, messageId: message.id, list }).unwrap();
        hideLoading();
        if (!result.removed) {
          toast(result.errorMsg || t('delete.failed'));
          return false;
        }
        toast(t('delete.done'));
        return true;
      } catch (e) {
        showError(e);
        return false;
      }
    },
    [deleteMessage, list, t],
  );
}
