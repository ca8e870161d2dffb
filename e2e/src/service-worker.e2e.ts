// The host's service worker (host/src/service-worker/sw.ts, docs/repeat-open.md): registered once home shows, it
// answers the next open's shell and scripts from its cache; it keeps static files only, before and after a logout.
// Recalling it and its per-file check: service-worker-recall.e2e.ts.
import type { Response } from 'playwright-core';
import { useE2eSuite } from './support/suite';
import { cachedEntries, databaseNames, serviceWorkerOpens } from './support/service-worker';

const suite = useE2eSuite();
const { openHome, openWithServiceWorker } = serviceWorkerOpens(suite);
const isJsCss = (url: string) => /\.(js|css)$/.test(new URL(url).pathname);

test('the repeat open takes its shell and every script and style from the service worker; config and API from the network', async () => {
  const { w, session } = await openWithServiceWorker();
  await w.page.close();

  // The game opens the user center again: a new page of the same webview (context).
  const page = await w.context.newPage();
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  // home can show the player's name from the session before its API calls are answered: wait for one of them
  const apiAnswered = page.waitForResponse((r) => r.url().startsWith(suite.stack.provider.url));
  await openHome(page, session);
  await apiAnswered;

  const document = responses.find((r) => r.request().resourceType() === 'document');
  expect(document && document.fromServiceWorker()).toBe(true);
  const jsCss = responses.filter((r) => isJsCss(r.url()) && new URL(r.url()).origin === suite.stack.hostUrl);
  expect(jsCss.some((r) => /\/main\.[0-9a-f]{8}\.js$/.test(r.url()))).toBe(true);
  expect(jsCss.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
  // never from a cache: the runtime configuration and every API answer
  const config = responses.find((r) => r.url().endsWith('/app-config.json'));
  expect(config && config.fromServiceWorker()).toBe(false);
  const api = responses.filter((r) => r.url().startsWith(suite.stack.provider.url));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((r) => r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the caches hold static files only, the player is in none of them, and a logout leaves them so', async () => {
  const { w, session } = await openWithServiceWorker();
  // the next open (under the service worker) shows a remote page, so the kept-on-use cache holds what it brings too
  await w.page.close();
  const page = await w.context.newPage();
  await openHome(page, session);
  await page.goto(`${suite.stack.hostUrl}/#/faq`);
  await page.getByText('Account & Login').first().waitFor();
  // the player's secrets and name as the session carried them
  const secrets = [...Object.values(session).filter((v): v is string => typeof v === 'string' && v.length >= 8), 'Aria'];

  const check = async () => {
    const entries = await cachedEntries(page);
    // the shell under the host's folder, home's main script in the precache
    expect(entries.some((e) => e.url === `${suite.stack.hostUrl}/`)).toBe(true);
    expect(entries.some((e) => /\/main\.[0-9a-f]{8}\.js$/.test(e.url))).toBe(true);
    // kept on use: the host's chunks loaded after home (the federation runtime, the remote loader…; English texts are
    // inside main.js, and a remote's chunks come by no-cors script tags: opaque, never kept)
    const keptOnUse = entries.filter((e) => e.cache.startsWith('uc-files-') && e.url.startsWith(`${suite.stack.hostUrl}/`));
    expect(keptOnUse.some((e) => /\/federation\.[0-9a-f]{8}\.js$/.test(e.url))).toBe(true);
    for (const e of entries) {
      const url = new URL(e.url);
      // the shell, else a content-hashed script or style, with no query of its own
      const staticFile = url.search === '' && (e.url === `${suite.stack.hostUrl}/` || /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname));
      expect([e.url, staticFile]).toEqual([e.url, true]);
      for (const secret of secrets) expect([e.url, e.body.includes(secret) || e.url.includes(secret)]).toEqual([e.url, false]);
    }
    // and nothing in IndexedDB (the first worker's expiry plugin kept cached URLs and timestamps there)
    expect(await databaseNames(page)).toEqual([]);
  };
  await check();

  await page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await page.evaluate(() => (window as unknown as { ucOnLogout: () => void }).ucOnLogout());
  await page.getByText('Not logged in').first().waitFor();
  await check();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
