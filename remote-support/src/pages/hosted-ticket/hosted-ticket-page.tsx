// The hosted ticket page (SPEC §2, route /{ticketProvider}Ticket): the ticket provider's client page in a frame, at
// the provider's own address (config_map.ticketUrl) when the config call gives one, else from app-config's table.
// The player may move around the provider's pages; when the frame leaves the provider, the app goes back past this
// page (SPEC §2 "two history steps": the frame's entries, then this page).
import '../../locales/register';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState, PageLayout, getAppConfig, selectApp, selectServerLocale, selectUser, useAppSelector, useIsEntryPage,
} from '@uc/shared';
import { HostedFrame } from '@uc/shared/hosted';
import { useGetTicketUrlQuery } from '../../api/get-ticket-url';
import { ticketFrameBase, ticketFrameUrl } from './ticket-frame-url';
import { useLeaveTicketPage } from './use-leave-ticket-page';
import { useProviderFrameWatch } from './use-provider-frame-watch';
import { useFrameIdentity } from './use-frame-identity';
import './hosted-ticket-page.css';

/**
 * What the provider's client page needs, and nothing else: no popups, modals, downloads or top navigation (the frame
 * stays inside the bridged webview and can neither open nor replace a window).
 */
export const TICKET_FRAME_SANDBOX = [
  'allow-scripts', // the client page is a script app: ticket list, conversation, image picker
  'allow-same-origin', // it calls its own API with its own cookies and storage (an opaque origin would lose them)
  'allow-forms', // a reply and a new ticket are form submissions
].join(' ');

/** The provider may check who frames it: it learns our origin, never the page's path or query. */
export const TICKET_FRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** config_map.ticketUrl (the config call needs the game's app id and key); '' when there is none. Ready once known. */
function useConfiguredTicketUrl(): { ready: boolean; url: string } {
  const { appId, publicKey } = useAppSelector(selectApp);
  const skip = !appId || !publicKey;
  const { data, isError } = useGetTicketUrlQuery(appId, { skip });
  return { ready: skip || isError || data !== undefined, url: skip || isError ? '' : data ?? '' };
}

export default function HostedTicketPage() {
  const { t } = useTranslation('support');
  const { appId } = useAppSelector(selectApp);
  const locale = useAppSelector(selectServerLocale);
  const { roleId, roleName } = useAppSelector(selectUser);
  const isEntryPage = useIsEntryPage();
  const configured = useConfiguredTicketUrl();
  const identity = useFrameIdentity();
  // Origins the page's CSP refused to frame: the next address in line is used instead.
  const [refused, setRefused] = useState<string[]>([]);
  const { leave, back } = useLeaveTicketPage(isEntryPage);

  const url = useMemo(() => {
    const { ticketFrames, ticketService } = getAppConfig();
    const signedIdentity = identity.kind === 'signed' ? identity.params : identity.kind === 'plain' ? undefined : {};
    const params = { sysNum: ticketService.sysNum, deployId: ticketService.deployId, roleId, roleName, signedIdentity };
    const candidates = [configured.url, ticketFrameBase(ticketFrames, appId, locale)]
      .map((base) => (base ? ticketFrameUrl(base, params) : null))
      .filter((candidate): candidate is URL => candidate !== null);
    return candidates.find((candidate) => !refused.includes(candidate.origin)) ?? null;
  }, [configured.url, appId, locale, roleId, roleName, refused, identity]);

  const { frameRef, onLoad } = useProviderFrameWatch(url?.origin ?? null, {
    onLeft: leave,
    onRefused: (origin) => setRefused((list) => (list.includes(origin) ? list : [...list, origin])),
  });

  let body;
  if (!configured.ready || identity.kind === 'waiting') {
    body = (
      <div className="uc-hosted-ticket__waiting" role="status" aria-label={t('common:loading')}>
        <span className="uc-loading__spinner" aria-hidden="true" />
      </div>
    );
  } else if (url) {
    body = (
      <HostedFrame
        src={url.href}
        title={t('ticket.frameTitle')}
        sandbox={TICKET_FRAME_SANDBOX}
        referrerPolicy={TICKET_FRAME_REFERRER_POLICY}
        frameRef={frameRef}
        onLoad={onLoad}
      />
    );
  } else body = <ErrorState message={t('ticket.unavailable')} />;

  return (
    <PageLayout title={t('ticket.title')} backRule={back} className="uc-page--flush uc-hosted-ticket-page">
      {body}
    </PageLayout>
  );
}
