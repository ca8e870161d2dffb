// Home in real Chromium against the production builds: logged out, then logged in through ucOnLogin.
import fs from 'fs';
import path from 'path';
import type { Response } from 'playwright-core';
import { cspViolations, openPage, screenshot, PORTRAIT, LANDSCAPE } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin, waitForBridge } from './support/session';
import { homeTimeline, noteHomeShown } from './support/home-shown';

const suite = useE2eSuite();

/**
 * Home's two texts as every other language's bundle carries them (the kernel's title, the host's card), from the
 * locale files themselves: a language added, or a text renamed, is checked without touching this test.
 */
function otherLanguagesHomeTexts(): { language: string; text: string }[] {
  const root = path.join(__dirname, '../..');
  const read = (dir: string, language: string) => JSON.parse(fs.readFileSync(path.join(root, dir, `${language}.json`), 'utf8'));
  const languages = fs.readdirSync(path.join(root, 'shared/src/i18n/locales')).map((f) => f.replace(/\.json$/, '')).filter((l) => l !== 'en');
  return languages.flatMap((language) => [
    { language, text: `"userCenter":${JSON.stringify(read('shared/src/i18n/locales', language).title.userCenter)}` },
    { language, text: `"notLoggedIn":${JSON.stringify(read('host/src/locales', language).home.notLoggedIn)}` },
  ]);
}

test('logged out: home offers Login, and a login-only tile toasts "Please log in first"', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  // manageAccount needs an open id and is hidden; deleteApply is shown but needs login
  await w.page.getByRole('button', { name: /^Delete account/ }).click();
  await w.page.getByText('Please log in first').waitFor();
  expect(w.page.url()).toMatch(/#\/$/);
  await w.page.getByRole('button', { name: 'Login' }).click();
  expect((await w.nativeCalls()).map((c) => c.method)).toEqual(['init', 'login']);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('logged in through ucOnLogin: nickname, configured tiles and unread badges', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await nativeLogin(w.page, await suite.provider.session('platform=android&language=en_US&mobile=1&role=0'));
  await w.page.getByText('Aria').waitFor();
  await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
  // stand-in config: items1 manageAccount, myMessage, codeBox, changePassword, wallet; items2 faq, ticket, …
  for (const name of ['Account', 'Messages', 'Code box', 'Change password', 'Wallet', 'FAQ', 'Delete account']) {
    await w.page.getByRole('button', { name: new RegExp(`^${name}`) }).first().waitFor();
  }
  // seeded unread counts: 5 messages, 1 activation code
  await w.page.getByRole('button', { name: /^Messages.*5/ }).waitFor();
  await w.page.getByRole('button', { name: /^Code box.*1/ }).waitFor();
  await screenshot(w.page, 'home-portrait');
  await w.page.setViewportSize(LANDSCAPE);
  await w.page.getByText('Aria').waitFor();
  await screenshot(w.page, 'home-landscape');
  await w.page.setViewportSize(PORTRAIT);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('switch account asks first; confirming calls switchAccount on the host', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByRole('button', { name: 'Change Account' }).click();
  const dialog = w.page.getByRole('dialog');
  await dialog.getByText('Confirm and return to the login page?').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await w.page.getByRole('button', { name: 'Change Account' }).click();
  await w.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await w.page.waitForFunction(() =>
    (window as unknown as { __nativeCalls: { method: string }[] }).__nativeCalls.some((c) => c.method === 'switchAccount'),
  );
  await w.context.close();
});

test('the session survives a reload inside the webview and never reaches localStorage', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  const session = await suite.provider.session();
  await nativeLogin(w.page, session);
  await w.page.getByText('Aria').waitFor();
  await w.page.reload();
  await waitForBridge(w.page);
  await w.page.getByText('Aria').waitFor();
  const local = await w.page.evaluate(() => JSON.stringify(window.localStorage));
  expect(local).not.toContain(String(session.token));
  await w.context.close();
});

test('screenshot: logged-out home', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  await screenshot(w.page, 'home-logged-out-portrait');
  await w.context.close();
});

test('app-config.json downloads alongside main.js (the page preloads it) and only once', async () => {
  const w = await openPage(suite.browser);
  const requests: { url: string; at: number }[] = [];
  const finished = new Map<string, number>();
  w.page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
  w.page.on('requestfinished', (r) => finished.set(r.url(), Date.now()));
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  const configs = requests.filter((r) => new URL(r.url).pathname === '/app-config.json');
  const main = requests.find((r) => /\/main\.[0-9a-f]+\.js$/.test(new URL(r.url).pathname));
  expect(configs).toHaveLength(1);
  // requested while main.js was still on its way, not after it ran
  expect(configs[0].at).toBeLessThanOrEqual(finished.get(main!.url)!);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("home's texts (the kernel's common ones and the host's own) come in one download, of the session's language only", async () => {
  const w = await openPage(suite.browser);
  const loading: Promise<{ url: string; body: string; error?: string }>[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() !== 'script') return;
    loading.push(r.text().then((body) => ({ url: r.url(), body }), (e: unknown) => ({ url: r.url(), body: '', error: String(e) })));
  };
  w.page.on('response', onResponse);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  // every script's body up to home, read in full: one that failed fails the test instead of counting as "no other
  // language" (later scripts are not read: the page may be gone before their bodies)
  w.page.off('response', onResponse);
  const scripts = await Promise.all(loading);
  expect(scripts.filter((s) => s.error)).toEqual([]);
  // 'User Center' is the common title, 'Not logged in' the host's profile card: both English, from one file
  const withTexts = scripts.filter((s) => s.body.includes('"userCenter":"User Center"') || s.body.includes('"notLoggedIn":"Not logged in"'));
  expect(withTexts.map((s) => new URL(s.url).pathname)).toHaveLength(1);
  expect(withTexts[0].body).toContain('"notLoggedIn":"Not logged in"');
  expect(withTexts[0].body).toContain('"userCenter":"User Center"');
  // no other language came along
  const others = otherLanguagesHomeTexts();
  expect(others.length).toBeGreaterThanOrEqual(2 * 17);
  expect(others.filter((o) => scripts.some((s) => s.body.includes(o.text)))).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("/index?page=home (how an SDK opens us): /index and home are drawn from main.js, with no file of their own", async () => {
  const w = await openPage(suite.browser);
  await noteHomeShown(w.context);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await w.page.getByRole('heading', { level: 1, name: 'User Center' }).waitFor();
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').first().waitFor();
  const { homeShownAt, resources } = await homeTimeline(w.page);
  const scripts = resources.filter((r) => r.initiator === 'script' && r.start < homeShownAt).map((r) => new URL(r.url).pathname);
  // main.js alone (English, the session's language here, is inside it): nothing waits for a page chunk or texts. The
  // login's API calls download their own code, the kernel's transport chunk (transport-chunk.e2e.ts): it draws nothing.
  const drawing = scripts.map((s) => s.replace(/\.[0-9a-f]{8}\.js$/, '.js')).filter((s) => s !== '/transport.js');
  expect(drawing).toEqual(['/main.js']);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

/** The box of the first element matching `selector`, in CSS pixels. */
function boxOf(page: import('playwright-core').Page, selector: string) {
  return page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, selector);
}

test('before any JavaScript the page paints the title bar and a skeleton of the card and tiles, light or dark', async () => {
  const w = await openPage(suite.browser);
  await w.context.route(/\.js(\?|$)/, (route) => route.abort());
  for (const [scheme, background] of [['light', 'rgb(243, 244, 247)'], ['dark', 'rgb(18, 19, 24)']] as const) {
    await w.page.emulateMedia({ colorScheme: scheme });
    await w.page.goto(`${suite.stack.hostUrl}/#/`);
    // painted: the browser reports a contentful paint (the title bar's icons) with no script run
    await w.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
    for (const part of ['.uc-shell .uc-title-bar', '.uc-shell .uc-profile', '.uc-shell .uc-tile-grid__row']) {
      await w.page.locator(part).waitFor({ state: 'visible' });
    }
    expect(await w.page.locator('.uc-shell .uc-title-bar svg').count()).toBe(2); // back and return-to-game
    expect(await w.page.locator('.uc-shell .uc-tile').count()).toBe(4);
    expect(await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    expect(await w.page.evaluate(() => getComputedStyle(document.querySelector('.uc-shell .uc-title-bar')!).backgroundColor)).not.toBe(background);
  }
  await screenshot(w.page, 'home-painted-shell-dark');
  expect(await cspViolations(w.page)).toEqual([]);
  await w.context.close();
});

test('React takes the shell over without a layout shift, in the same boxes, and with no CSP violation', async () => {
  const shellBoxes = await (async () => {
    const w = await openPage(suite.browser);
    await w.context.route(/\.js(\?|$)/, (route) => route.abort());
    await w.page.goto(`${suite.stack.hostUrl}/#/`);
    await w.page.locator('.uc-shell .uc-profile').waitFor();
    const boxes = { bar: await boxOf(w.page, '.uc-title-bar'), card: await boxOf(w.page, '.uc-profile'), back: await boxOf(w.page, '.uc-title-bar__back') };
    await w.context.close();
    return boxes;
  })();
  const w = await openPage(suite.browser);
  await w.context.addInitScript(() => {
    const w2 = window as unknown as { __layoutShift: number };
    w2.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) w2.__layoutShift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  await w.page.getByRole('button', { name: /^Delete account/ }).waitFor();
  expect(await w.page.locator('.uc-shell').count()).toBe(0);
  expect(await boxOf(w.page, '.uc-title-bar')).toEqual(shellBoxes.bar);
  expect(await boxOf(w.page, '.uc-title-bar__back')).toEqual(shellBoxes.back);
  const card = await boxOf(w.page, '.uc-profile');
  expect({ ...card, height: 0 }).toEqual({ ...shellBoxes.card, height: 0 });
  expect(Math.abs(card.height - shellBoxes.card.height)).toBeLessThanOrEqual(1);
  // every layout shift so far, read after a frame (the observer's entries are queued)
  const shift = await w.page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __layoutShift: number }).__layoutShift), 0))),
  );
  expect(shift).toBe(0);
  expect(await cspViolations(w.page)).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
