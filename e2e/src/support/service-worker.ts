// The host's service worker in a test: home opened the way the game opens it, again and again in one webview (a
// browser context), and what the page's origin holds (Cache Storage, registrations) read from inside the page.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { openPage, type WatchedPage } from './browser';
import { nativeLogin } from './session';
import type { E2eSuite } from './suite';
import { until } from './until';

/** The opens of one suite's host: the first one registers the worker, each next one is a new page of the same webview. */
export function serviceWorkerOpens(suite: E2eSuite) {
  /** Home with the player. */
  async function openHome(page: Page, session: unknown) {
    await page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
    await nativeLogin(page, session);
    await page.getByText('Aria').first().waitFor();
  }

  /** A new webview with service workers allowed, home opened and the worker active (registered, precache installed). */
  async function openWithServiceWorker(): Promise<{ w: WatchedPage; session: Record<string, unknown> }> {
    await suite.provider.reset();
    const session = await suite.provider.session();
    const w = await openPage(suite.browser, undefined, { serviceWorkers: 'allow' });
    await openHome(w.page, session);
    const active = await w.page.evaluate(() => navigator.serviceWorker.ready.then((r) => (r.active ? r.active.scriptURL : '')));
    expect(active).toBe(`${suite.stack.hostUrl}/sw.js`);
    return { w, session };
  }

  /** The next open: a new page of the same context, home with the player; the document's response is returned. */
  async function nextOpen(context: BrowserContext, session: unknown): Promise<{ page: Page; document: Response }> {
    const page = await context.newPage();
    const documentResponse = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await openHome(page, session);
    return { page, document: await documentResponse };
  }

  return { openHome, openWithServiceWorker, nextOpen };
}

/** Every cached request of every cache of the page's origin: URL and body text. */
export async function cachedEntries(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const out: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({ cache: name, url: request.url, body: response ? await response.text() : '' });
      }
    }
    return out;
  });
}

/** The names of the IndexedDB databases of the page's origin. */
export const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

/** The cache names of the page's origin. */
export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** How many service worker registrations the page's origin has. */
export const registrationCount = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));

/** Cache Storage and registrations answer only by promise (waitForFunction does not await one): asked again until true. */
export function untilInPage<A>(page: Page, what: string, check: (arg: A) => Promise<boolean>, arg?: A) {
  return until(what, () => page.evaluate(check as (a: unknown) => Promise<boolean>, arg as unknown), 30000);
}

/** Waits until the page's origin has no service worker registration and no cache left. */
export function noWorkerNoCaches(page: Page) {
  return untilInPage(
    page,
    'no service worker and no cache',
    async () => (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0,
  );
}
