// Registers the host's service worker (sw.ts) once home is drawn, in idle time, unless app-config.json turns it off;
// then the page removes it instead (docs/deployment.md, recalling the service worker). Webviews without service
// workers (WKWebView outside app-bound domains, an insecure context) and any failure: the page runs as without.
import { getAppConfig } from '@uc/shared';
import { whenIdle } from '../scheduling/idle';

let scheduled = false;
const IDLE = { timeoutMs: 3000, fallbackMs: 300 };

/** Registers sw.js (scope: the host's folder); resolves either way, never throws, logs nothing. */
export function registerServiceWorker(win: Window = window): Promise<void> {
  const container = win.isSecureContext ? win.navigator.serviceWorker : undefined;
  if (!container) return Promise.resolve();
  return Promise.resolve()
    .then(() => container.register('sw.js'))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Once per page life, after home shows: registration never competes with home's own work. Off by config: nothing. */
export function registerServiceWorkerWhenIdle(): void {
  if (scheduled || !getAppConfig().serviceWorker) return;
  scheduled = true;
  whenIdle(() => void registerServiceWorker(), IDLE);
}

/** At boot when app-config.json says `"serviceWorker": false`, whatever the route: removal in idle time. */
export function removeServiceWorkerWhenIdle(): void {
  // A chunk of its own: only a deployment that turns the worker off runs it. Not downloaded: the next open tries again.
  whenIdle(() => {
    import(/* webpackChunkName: "sw-removal" */ './remove-service-worker').then(({ removeServiceWorker }) => removeServiceWorker(), () => undefined);
  }, IDLE);
}
