// A link click inside a message: refused links say so; others first send the link-click call, and only when it
// succeeds does the jump happen ('jump failed, retry' otherwise, SPEC §8).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hideLoading, showLoading, toast } from '@uc/shared';
import { htmlLinkTarget, openExternalUrl } from '@uc/shared/html';
import { useSendLinkClickMutation } from '../../api/send-link-click';

export function useMessageLink(messageId: string, userId: string): (href: string) => Promise<void> {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [sendLinkClick] = useSendLinkClickMutation();

  return useCallback(
    async (href: string) => {
      const target = htmlLinkTarget(href);
      if (target.kind === 'refused') {
        toast(t('common:error.routeRefused'));
        return;
      }
      showLoading();
      const sent = await sendLinkClick({ messageId, userId })
        .unwrap()
        .catch(() => false);
      hideLoading();
      if (!sent) {
        toast(t('link.failed'));
        return;
      }
      if (target.kind === 'route') navigate(target.path);
      // A web page opens outside the user center: native's openUrl (a plain browser asks first, see @uc/shared open-url).
      else openExternalUrl(target.url);
    },
    [messageId, navigate, sendLinkClick, t, userId],
  );
}
