// Page → native 'openUrl' { url }: an external web page (a message or FAQ link) opens outside the user center, never in
// a new window of the webview. openUrl is our addition to SPEC §7, so native opens it only when its session says it can
// (`capabilities` has 'openUrl'; the framing simulator plays native). Otherwise — an SDK with SPEC's methods only, or an
// unframed plain browser — the page asks with its own dialog and goes there in the same view; back returns to the user
// center (its session is kept).
import { currentSession } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { canOpenUrl } from '../session/session-slice';
import { confirmDialog } from '../ui/feedback/confirm-dialog';
import { callNative, detectBridge, trustedParentOrigin } from './call-native';

/** Who opens the page: native or the framing simulator ('bridge'), or this view after the player agrees ('this-tab'). */
export type OpenUrlRoute = 'bridge' | 'this-tab';

const hasNative = () => detectBridge() !== 'web' || trustedParentOrigin() !== null;

export function openUrlRoute(): OpenUrlRoute {
  return hasNative() && canOpenUrl(currentSession().app) ? 'bridge' : 'this-tab';
}

// A seam for tests: jsdom cannot navigate.
export const navigation = { assign: (url: string) => window.location.assign(url) };

async function openInThisTab(url: string): Promise<void> {
  const host = new URL(url).host;
  const confirmed = await confirmDialog({
    title: i18n.t('common:link.leaveTitle'),
    message: i18n.t('common:link.leaveMessage', { host }),
    confirmText: i18n.t('common:link.open'),
  });
  if (confirmed) navigation.assign(url);
}

/** Native that can: openUrl. Native that cannot is never sent a method it lacks; an unframed page still gets the uc-native event. */
export function openUrlOutside(url: string): void {
  const route = openUrlRoute();
  if (route === 'bridge' || !hasNative()) callNative('openUrl', { url });
  if (route === 'this-tab') void openInThisTab(url);
}
