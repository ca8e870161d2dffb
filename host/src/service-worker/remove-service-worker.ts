// The page's side of recalling the service worker (app-config.json `"serviceWorker": false`, docs/deployment.md).
import { isOwnCache } from './static-files';

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
