// Page → native 'openUrl' { url }: an external web page (a message or FAQ link) opens outside the user center, never in
// a new window of the webview and never in the view that carries the native bridge. openUrl is our addition to SPEC §7,
// so native opens it only when its session says it can (`capabilities` has 'openUrl'; the framing simulator plays
// native). Native without it gets the address to copy: a page loaded in the bridged view could ask native for the
// session. Only a plain browser (no native, nothing framing us) asks with its own dialog and goes there in this tab.
import { currentSession } from '../api/request-fields';
import { i18n } from '../i18n/i18n';
import { canOpenUrl } from '../session/session-slice';
import { confirmDialog, showAddressDialog } from '../ui/feedback/confirm-dialog';
import { callNative, detectBridge, trustedParentOrigin } from './call-native';

/**
 * Who opens the page: native or the framing simulator ('bridge'); nobody, the player copies the address (native
 * without openUrl: 'copy'); or this tab after the player agrees (a plain browser: 'this-tab').
 */
export type OpenUrlRoute = 'bridge' | 'copy' | 'this-tab';

const hasNative = () => detectBridge() !== 'web' || trustedParentOrigin() !== null;

export function openUrlRoute(): OpenUrlRoute {
  if (!hasNative()) return 'this-tab';
  return canOpenUrl(currentSession().app) ? 'bridge' : 'copy';
}

// A seam for tests: jsdom cannot navigate.
export const navigation = { assign: (url: string) => window.location.assign(url) };

async function openInThisTab(url: URL): Promise<void> {
  const confirmed = await confirmDialog({
    title: i18n.t('common:link.leaveTitle'),
    message: i18n.t('common:link.leaveMessage', { host: url.host }),
    confirmText: i18n.t('common:link.open'),
  });
  if (confirmed) navigation.assign(url.href);
}

function httpsUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Native that can: openUrl. Native that cannot is never sent a method it lacks, and its view never leaves: the address
 * to copy. An unframed page still gets the uc-native event. Only https addresses (safe-urls upgrades http links).
 */
export function openUrlOutside(raw: string): void {
  const url = httpsUrl(raw);
  if (!url) return;
  const route = openUrlRoute();
  if (route === 'bridge') {
    callNative('openUrl', { url: url.href });
  } else if (route === 'copy') {
    void showAddressDialog(url.href, { title: i18n.t('common:link.copyTitle'), message: i18n.t('common:link.copyMessage') });
  } else {
    callNative('openUrl', { url: url.href });
    void openInThisTab(url);
  }
}
