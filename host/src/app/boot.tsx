// Boot order matters: config first (where the API and remotes are), with it fonts, telemetry and native init, then
// texts, remotes, render. Native is asked first because home waits for its answer and for the calls that follow it
// (a round trip each, a repeat open's largest wait): they travel while the texts and remotes are readied. A payload
// that comes before the texts started starts them in its language (setLocale), which the texts' step keeps.
// Each step is its own task (yieldToMain between them) and React draws home time-sliced (a transition): no long task
// stands between the script's arrival and home, so a tap or a paint is never stuck behind the boot.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  applyRootFontSize, applyThemeOverrides, hardwareBack, i18n, initI18n, installNativeCallbacks, loadAppConfig, prefetchTransport, store,
} from '@uc/shared';
import { startTelemetry } from '@uc/shared';
import { registerAppRemotes } from '../federation/register-remotes';
import { removeServiceWorkerWhenIdle } from '../service-worker/register';
import '../locales/register';
import { yieldToMain } from '../scheduling/yield-to-main';
import { App } from './app';
import { notifyClientArrival, startNoAnswerTimer } from './client-login';
import { createLoginHandler } from './login-handler';
import { createLogoutHandler } from './logout-handler';
import { recordInitSent } from './native-handshake';

/**
 * The language tag texts start in: the device tag of the restored session or of a payload native already sent (a
 * logged-out player's too), else en-US (SPEC §9 default).
 */
export function bootLocale(): string {
  return store.getState().session.app.language || 'en-US';
}

export async function boot(container: HTMLElement): Promise<void> {
  // A session restored after a webview reload calls the API as soon as home renders (bootstrap.tsx starts it earlier
  // when a native bridge or a framing page is there).
  if (store.getState().session.isLogin) prefetchTransport();
  const config = await loadAppConfig();
  // The service worker turned off for this environment: removed at this open, whatever page it shows.
  if (!config.serviceWorker) removeServiceWorkerWhenIdle();
  applyThemeOverrides(config.theme); // CSS custom properties on :root
  applyRootFontSize();
  startTelemetry(config.telemetry); // batched telemetry-* reports to native (docs/telemetry.md)
  recordInitSent();
  // Sends init. A session restored after a webview reload needs no answer to route /index; otherwise wait at most 3 s.
  const restored = store.getState().session.isLogin;
  installNativeCallbacks({ onLogin: createLoginHandler(store), onLogout: createLogoutHandler(store), onBack: hardwareBack });
  if (restored) notifyClientArrival();
  else startNoAnswerTimer();
  await yieldToMain();
  // The session was restored from sessionStorage when the store was created (if under a day old).
  await initI18n(bootLocale());
  await i18n.loadNamespaces('host');
  await yieldToMain();
  registerAppRemotes(config.remotes);
  const root = createRoot(container);
  // A transition renders in slices of a few ms; the painted shell (index.html) stays until the commit replaces it.
  startTransition(() => root.render(<App />));
}
