// Registers the host's service worker (sw.ts) once home is drawn, in idle time. Webviews without service workers
// (WKWebView outside app-bound domains, an insecure context) and any failed registration: the page runs as without.
import { whenIdle } from '../scheduling/idle';

let scheduled = false;

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

/** Once per page life, after home shows: registration never competes with home's own work. */
export function registerServiceWorkerWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => void registerServiceWorker(), { timeoutMs: 3000, fallbackMs: 300 });
}
