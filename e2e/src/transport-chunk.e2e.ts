// The code that sends API calls (axios and the payload's RSA: the kernel's transport chunk) is not what paints home.
// A plain browser with no session draws home from main.js and gets the chunk only in the idle preload after it; in a
// game's webview (a native bridge) it downloads beside main.js's own work, before the login's first API call; a chunk
// that cannot be downloaded gives the player the network message, sends nothing, and the next try goes through.
import type { Request } from 'playwright-core';
import { openPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { until } from './support/until';

const suite = useE2eSuite();
beforeEach(() => suite.provider.reset());

const isTransport = (url: string) => /^\/transport\.[0-9a-f]{8}\.js$/.test(new URL(url).pathname);
const isApiCall = (url: string) => new URL(url).origin === new URL(suite.stack.provider.url).origin && new URL(url).pathname.startsWith('/open/');
const loggedCalls = async () => (await suite.provider.requests()).filter((r) => r.path.startsWith('/open/'));

/** The page's clock (resource timings use the same one): when the profile card first showed `text`. */
async function noteCardText(context: import('playwright-core').BrowserContext, text: string): Promise<void> {
  await context.addInitScript((t) => {
    const w = window as unknown as { __cardShownAt?: number };
    new MutationObserver((_m, observer) => {
      if (document.querySelector('.uc-profile__name')?.textContent === t) {
        w.__cardShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
}

/** Every resource the page fetched, with its start in the page's clock. */
function resourceStarts(page: import('playwright-core').Page) {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime })));
}

test('a plain browser with no session paints home without the transport chunk; the idle preload after home brings it', async () => {
  const w = await openPage(suite.browser);
  await noteCardText(w.context, 'Not logged in');
  const preloaded = w.page.waitForRequest((r) => isTransport(r.url()));
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByText('Not logged in').waitFor();
  await preloaded;
  const shownAt = await w.page.evaluate(() => (window as unknown as { __cardShownAt: number }).__cardShownAt);
  const transportStarts = (await resourceStarts(w.page)).filter((r) => isTransport(r.url)).map((r) => r.start);
  expect(transportStarts).toHaveLength(1);
  expect(transportStarts[0]).toBeGreaterThan(shownAt);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("in a game's webview (a native bridge) the chunk downloads beside main.js's work, before the login's first API call", async () => {
  const w = await openPage(suite.browser);
  const session = JSON.stringify(await suite.provider.session('platform=android&language=en_US'));
  // An Android SDK: UCNativeBridge.postMessage, and init answered with ucOnLogin.
  await w.context.addInitScript((s) => {
    const w2 = window as unknown as { UCNativeBridge: unknown; ucOnLogin?: (p: string) => void };
    w2.UCNativeBridge = {
      postMessage: (json: string) => {
        if ((JSON.parse(json) as { method: string }).method === 'init') setTimeout(() => w2.ucOnLogin?.(s), 0);
      },
    };
  }, session);
  const requests: Request[] = [];
  const unsettled = new Set<Request>();
  w.page.on('request', (r) => {
    requests.push(r);
    if (isApiCall(r.url())) unsettled.add(r);
  });
  const settled = (r: Request) => unsettled.delete(r);
  w.page.on('requestfinished', settled);
  w.page.on('requestfailed', settled);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await w.page.getByText('Aria').first().waitFor();
  await until('the login\'s first API call', async () => requests.find((r) => isApiCall(r.url())));
  // home's calls after the login (config, badge counts) answered before the page goes: none of them may reach the
  // stand-in after the next test's reset and stand in its log
  await until("home's badge call answered and no API call in flight", async () =>
    unsettled.size === 0 && (await loggedCalls()).some((c) => c.path === '/open/message/read'));
  const order = requests.map((r) => r.url()).filter((u) => isTransport(u) || isApiCall(u) || /\/app-config\.json$/.test(u));
  const transportAt = order.findIndex(isTransport);
  expect(transportAt).toBeGreaterThanOrEqual(0);
  expect(order.slice(0, transportAt).filter(isApiCall)).toEqual([]);
  expect(requests.filter((r) => isTransport(r.url()))).toHaveLength(1);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a transport chunk that cannot be downloaded: the network message and nothing sent; the next call downloads it', async () => {
  const w = await openPage(suite.browser);
  let refuse = true;
  const refused: string[] = [];
  await w.context.route((u) => isTransport(u.href), async (route) => {
    if (!refuse) return route.continue();
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  const apiCalls: string[] = [];
  w.page.on('request', (r) => {
    if (isApiCall(r.url())) apiCalls.push(r.url());
  });
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').first().waitFor();
  // home's config call could not leave: the player is told, as for a request that never reached the server
  await w.page.getByText('Network error encountered. Please try again later~').first().waitFor();
  expect(refused.length).toBeGreaterThan(0);
  expect(apiCalls).toEqual([]);
  expect(await loggedCalls()).toEqual([]);
  refuse = false;
  // the player goes on: the messages page's call downloads the chunk again, is sent and answered
  await w.page.getByRole('button', { name: /^Messages/ }).first().click();
  await w.page.getByText('Launch gift pack').first().waitFor();
  expect(apiCalls.length).toBeGreaterThan(0);
  expect((await loggedCalls()).length).toBeGreaterThan(0);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
