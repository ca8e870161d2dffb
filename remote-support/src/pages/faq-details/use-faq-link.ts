// A link tapped in a FAQ answer goes where a message's link would (shared htmlLinkTarget): '#/…' routes inside the
// app, http(s) pages open outside it (native openUrl), anything else is refused with a toast.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@uc/shared';
import { htmlLinkTarget, openExternalUrl } from '@uc/shared/html';

export function useFaqLink(): (href: string) => void {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const target = htmlLinkTarget(href);
      if (target.kind === 'route') navigate(target.path);
      else if (target.kind === 'web') openExternalUrl(target.url);
      else toast(t('common:error.routeRefused'));
    },
    [navigate, t],
  );
}
