// The hosted ticket page (SPEC §2, route /{ticketProvider}Ticket): the ticket provider's client page in a frame.
// When the frame leaves the provider, the app goes back two steps (the frame's own history entry, then this page).
import '../../locales/register';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ErrorState, HostedFrame, PageLayout, callNative, getAppConfig, selectApp, selectFromClient, selectUser, useAppSelector,
} from '@uc/shared';
import { useFromClientBackRule } from '../../navigation/from-client-back-rule';
import { hasLeftProvider, readFrameAddress } from './frame-left-provider';
import { ticketFrameBase, ticketFrameUrl } from './ticket-frame-url';

/** The provider page needs its scripts, its own origin (cookies, storage) and forms; nothing else (no popups, no top navigation). */
export const TICKET_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

// Which history entry this page stands on (the routers keep {idx} in history.state); unknown in a memory router.
function historyIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

export default function HostedTicketPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const backRule = useFromClientBackRule();
  const { appId, locale } = useAppSelector(selectApp);
  const { roleId, roleName } = useAppSelector(selectUser);
  const fromClient = useAppSelector(selectFromClient) || search.get('from') === 'client';
  const startIndex = useRef(historyIndex());
  const loads = useRef(0);
  const left = useRef(false);

  const url = useMemo(() => {
    const { ticketFrames, ticketService } = getAppConfig();
    const base = ticketFrameBase(ticketFrames, appId, locale);
    return ticketFrameUrl(base, { sysNum: ticketService.sysNum, deployId: ticketService.deployId, roleId, roleName });
  }, [appId, locale, roleId, roleName]);

  // A new address is a new first load.
  useEffect(() => {
    loads.current = 0;
    left.current = false;
  }, [url?.href]);

  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    const index = startIndex.current;
    if (index !== undefined && index >= 1) window.history.go(-2);
    // Nothing of ours behind this page: it was opened directly, so leaving it means closing the view (or home).
    else if (fromClient) callNative('exit');
    else navigate('/', { replace: true });
  }, [fromClient, navigate]);

  const handleLoad = useCallback(
    (frame: HTMLIFrameElement) => {
      if (!url) return;
      const address = readFrameAddress(frame);
      if (address.kind !== 'blank') loads.current += 1;
      if (hasLeftProvider(address, url.origin, loads.current)) leave();
    },
    [url, leave],
  );

  return (
    <PageLayout title={t('ticket.title')} backRule={backRule} className="uc-page--flush uc-hosted-ticket-page">
      {url ? (
        <HostedFrame src={url.href} title={t('ticket.frameTitle')} sandbox={TICKET_FRAME_SANDBOX} onLoad={handleLoad} />
      ) : (
        <ErrorState message={t('ticket.unavailable')} />
      )}
    </PageLayout>
  );
}
