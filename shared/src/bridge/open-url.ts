// Page → native 'openUrl' { url }: an external web page (a message or FAQ link) opens outside the user center, never in
// a new window of the webview. Native opens it (system browser or its in-app browser); the simulator, framing the
// page, opens it for native. An unframed plain browser has nobody to ask: after our own confirm dialog the page
// goes there in the same tab, and the browser's back button returns to the user center (its session is kept).
import { i18n } from '../i18n/i18n';
import { confirmDialog } from '../ui/feedback/confirm-dialog';
import { callNative, detectBridge, trustedParentOrigin } from './call-native';

/** Who opens the page: native or the framing simulator ('bridge'), or this tab after the player agrees ('this-tab'). */
export type OpenUrlRoute = 'bridge' | 'this-tab';

export function openUrlRoute(): OpenUrlRoute {
  return detectBridge() !== 'web' || trustedParentOrigin() !== null ? 'bridge' : 'this-tab';
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

/** Sends openUrl (always: the uc-native event tells an embedding page too); in an unframed browser, asks then goes. */
export function openUrlOutside(url: string): void {
  callNative('openUrl', { url });
  if (openUrlRoute() === 'this-tab') void openInThisTab(url);
}
