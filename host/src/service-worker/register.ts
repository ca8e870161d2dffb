// Registers the host's service worker (sw.ts) once home is drawn, in idle time, unless app-config.json turns it off;
// then the page removes it instead (docs/deployment.md, recalling the service worker). Webviews without service
// workers (WKWebView outside app-bound domains, an insecure context) and any failure: the page runs as without.
import { getAppConfig } from '@uc/shared';
import { whenIdle } from '../scheduling/idle';
import { isOwnCache } from './static-files';

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

/**
 * Unregisters the worker of the host's folder and deletes every cache it made, of any build; resolves either way.
 * The open that does it is still answered by the worker (it controls the page until it closes); the next is not.
 */
export async function removeServiceWorker(win: Window = window): Promise<void> {
  if (!win.isSecureContext) return;
  try {
    const container = win.navigator.serviceWorker;
    const scope = new URL('./', win.location.href).href;
    if (container) for (const r of await container.getRegistrations()) if (r.scope === scope) await r.unregister();
    const storage = win.caches;
    if (storage) for (const name of (await storage.keys()).filter(isOwnCache)) await storage.delete(name);
  } catch {
    // a webview that refuses either: nothing more the page can do (the emergency sw.js can)
  }
}

/** Once per page life, after home shows: registration never competes with home's own work. Off by config: nothing. */
export function registerServiceWorkerWhenIdle(): void {
  if (scheduled || !getAppConfig().serviceWorker) return;
  scheduled = true;
  whenIdle(() => void registerServiceWorker(), IDLE);
}

/** At boot when app-config.json says `"serviceWorker": false`, whatever the route: removal in idle time. */
export function removeServiceWorkerWhenIdle(): void {
  whenIdle(() => void removeServiceWorker(), IDLE);
}
