// Issue 10 point 3, webview traps, in real Chromium against the production builds:
// - no alert / confirm / prompt, target=_blank or window.open in any built file (sources: build-config's jest test);
// - an external link goes through the bridge's openUrl: the simulator opens it in its in-app browser; an unframed
//   plain browser asks, then opens it in the same tab, and the browser's back returns to the user center, still logged in;
//   a webview with the native bridge but no openUrl never leaves: the address shows with Copy;
// - the soft keyboard (a shorter viewport) never hides the focused field;
// - with a notch and a home indicator simulated (portrait and landscape) no control lies under them, on home and a page
//   of each remote, with a dialog and a popup open, and a toast showing.
import path from 'path';
import type { Page } from 'playwright-core';
import { animationsDone } from './support/settle';
import { scanBuilt, formatProblems, BUILT_DIRS } from '../../build-config/webview-traps';
import { openPage, screenshot, LANDSCAPE, PORTRAIT, type WatchedPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { BACK_SESSION, openFromClient, openHome, tapTile } from './support/back-steps';
import { nativeLogin } from './support/session';
import { controlsUnderInsets, scrollPage, simulateInsets, LANDSCAPE_INSETS, PORTRAIT_INSETS, type Insets } from './support/traps-insets';

const suite = useE2eSuite();
const ROOT = path.join(__dirname, '../..');
const EVENT_URL = 'https://example.com/events/halloween';

beforeEach(() => suite.provider.reset());

test('no built file of ours has alert / confirm / prompt, target=_blank or window.open', () => {
  const { files, missing, problems } = scanBuilt(BUILT_DIRS.map((d) => path.join(ROOT, d)), ROOT);
  expect(missing).toEqual([]);
  expect(files.length).toBeGreaterThan(100);
  expect(formatProblems(problems)).toBe('');
});

async function openEventMessage(page: Page | import('playwright-core').FrameLocator) {
  await page.getByRole('navigation').getByRole('button', { name: /^Messages/ }).first().click();
  await page.getByText('Halloween event is live').click();
  return page.getByTestId('message-body').getByRole('link', { name: 'See the event page' });
}

test('a plain browser: openUrl is sent, our dialog asks, Open goes there in this tab and back returns logged in', async () => {
  const w = await openHome(suite);
  const { page } = w;
  let newPages = 0;
  w.context.on('page', () => (newPages += 1));
  await w.context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Event page</h1>' }));
  const link = await openEventMessage(page);

  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Leave the user center?' });
  await dialog.getByText('This link opens example.com in this tab.', { exact: false }).waitFor();
  expect((await w.nativeCalls()).filter((c) => c.method === 'openUrl').map((c) => c.payload)).toEqual([{ url: EVENT_URL }]);
  await screenshot(page, 'open-url-plain-browser-portrait');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toContain('#/messageContent?id=1005');

  await link.click();
  await page.getByRole('dialog', { name: 'Leave the user center?' }).getByRole('button', { name: 'Open' }).click();
  await page.waitForURL(EVENT_URL);
  await page.getByRole('heading', { name: 'Event page' }).waitFor();
  await page.goBack();
  await page.waitForURL((u) => u.hash.startsWith('#/messageContent?id=1005'));
  await page.getByRole('heading', { name: 'Halloween event is live' }).waitFor(); // the session survived the trip
  expect(newPages).toBe(0);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('an Android webview whose SDK lacks openUrl: the address to copy, the bridged view never goes to the link', async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  // The Android SDK's bridge object, as addJavascriptInterface puts it in the page; its session lists no capabilities.
  await w.context.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls = calls;
    (window as unknown as { UCNativeBridge: unknown }).UCNativeBridge = { postMessage: (json: string) => calls.push(JSON.parse(json)) };
  });
  let eventPageLoads = 0;
  page.on('request', (r) => (r.url().startsWith('https://example.com/') ? (eventPageLoads += 1) : undefined));
  await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.hostUrl });
  await page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(page, await suite.provider.session(BACK_SESSION));
  await page.getByText('Aria').first().waitFor();
  const link = await openEventMessage(page);
  await link.click();

  const dialog = page.getByRole('dialog', { name: 'Open it in your browser' });
  await dialog.getByText('This link leads outside the game. Copy its address and open it in your browser.').waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(EVENT_URL);
  expect(await page.getByRole('dialog', { name: 'Leave the user center?' }).count()).toBe(0);
  await screenshot(page, 'open-url-native-without-openurl');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Address copied. Paste it into your browser.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EVENT_URL);
  expect(page.url()).toContain('#/messageContent?id=1005');
  expect(eventPageLoads).toBe(0);
  const bridgeCalls = await page.evaluate(() => (window as unknown as { __bridgeCalls: { method: string }[] }).__bridgeCalls);
  expect(bridgeCalls.map((c) => c.method)).toContain('init'); // the bridge was the page's way to native
  expect(bridgeCalls.filter((c) => c.method === 'openUrl')).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('in the simulator: openUrl opens the in-app browser over the game; Back closes it before the page hears back', async () => {
  const w = await openPage(suite.browser, { width: 1280, height: 900 });
  const { page } = w;
  let newPages = 0;
  w.context.on('page', () => (newPages += 1));
  await w.context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Event page</h1>' }));
  await page.goto(suite.stack.simulatorUrl);
  const frame = page.frameLocator('iframe[title="User center page"]');
  await frame.getByText('Aria').first().waitFor({ timeout: 30000 });
  const link = await openEventMessage(frame);
  await link.click();
  const browser = page.getByRole('dialog', { name: 'In-app browser (openUrl)' });
  await browser.waitFor();
  expect(await page.locator('#in-app-browser-address').textContent()).toBe(EVENT_URL);
  await page.frameLocator('iframe[title="In-app browser page"]').getByRole('heading', { name: 'Event page' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { simulator: { openedUrl: string } }).simulator.openedUrl)).toBe(EVENT_URL);
  // the user center never showed its own plain-browser dialog: the simulator is the native side here
  expect(await frame.getByRole('dialog').count()).toBe(0);
  await screenshot(page, 'open-url-simulator');

  await page.getByRole('button', { name: 'Back' }).first().click();
  await browser.waitFor({ state: 'hidden' });
  await frame.getByRole('heading', { name: 'Halloween event is live' }).waitFor(); // still on the message
  expect(newPages).toBe(0);
  await w.context.close();
});

async function openTicketForm(w: WatchedPage) {
  await tapTile(w.page, 'FAQ', '#/faq');
  await w.page.getByRole('button', { name: 'Submit a question' }).click();
  await w.page.waitForURL((u) => u.hash === '#/putQuestion');
  await w.page.getByLabel('Description *').waitFor();
}

/** Where the field is against what the player can see (the visual viewport). */
function fieldInView(page: Page, label: string) {
  return page.getByLabel(label).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const vv = window.visualViewport!;
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), viewTop: vv.offsetTop, viewBottom: Math.round(vv.offsetTop + vv.height) };
  });
}

test.each([
  ['portrait', PORTRAIT, 470],
  ['landscape', LANDSCAPE, 200],
])('the soft keyboard (%s) never hides the focused field at the bottom of a long form', async (_shape, viewport, withKeyboard) => {
  const w = await openHome(suite, viewport);
  const { page } = w;
  await openTicketForm(w);
  // the player scrolled so the last field sits just above the bottom edge, then taps it
  await page.getByLabel('Phone (optional)').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.getByLabel('Phone (optional)').evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  const before = await fieldInView(page, 'Phone (optional)');
  expect(before.bottom).toBeGreaterThan(withKeyboard); // the keyboard will cover it
  await page.setViewportSize({ width: viewport.width, height: withKeyboard });
  await page.waitForFunction(
    () => {
      const el = document.activeElement!;
      const r = el.getBoundingClientRect();
      const vv = window.visualViewport!;
      return r.top >= vv.offsetTop && r.bottom <= vv.offsetTop + vv.height;
    },
    undefined,
    { timeout: 3000 },
  );
  const after = await fieldInView(page, 'Phone (optional)');
  expect(after.top).toBeGreaterThanOrEqual(after.viewTop);
  expect(after.bottom).toBeLessThanOrEqual(after.viewBottom);
  await page.keyboard.type('138');
  expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('138');
  await screenshot(page, `keyboard-field-in-view-${_shape}`);
  await w.context.close();
});

/** Both scroll ends of the page, with the insets drawn; returns the controls found under them. */
async function checkPage(page: Page, insets: Insets, name: string): Promise<string[]> {
  await simulateInsets(page, insets);
  const found: string[] = [];
  for (const where of ['top', 'end'] as const) {
    await scrollPage(page, where);
    found.push(...(await controlsUnderInsets(page, insets)).map((f) => `${name} (${where}): ${f}`));
  }
  await screenshot(page, `safe-area-${name}`);
  await scrollPage(page, 'top');
  return found;
}

test.each([
  ['portrait', PORTRAIT, PORTRAIT_INSETS],
  ['landscape', LANDSCAPE, LANDSCAPE_INSETS],
])('safe areas (%s): no control under the notch or the home indicator', async (shape, viewport, insets) => {
  const w = await openHome(suite, viewport);
  const { page } = w;
  const found: string[] = [];
  await page.getByRole('navigation').waitFor();
  found.push(...(await checkPage(page, insets, `home-${shape}`)));

  await page.getByRole('button', { name: 'Change Account' }).click();
  await page.getByRole('dialog').waitFor();
  found.push(...(await checkPage(page, insets, `home-dialog-${shape}`)));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await tapTile(page, 'Account', '#/manageaccount');
  await page.getByRole('button', { name: 'Unbind Facebook' }).waitFor();
  found.push(...(await checkPage(page, insets, `manageaccount-${shape}`)));
  await page.getByRole('button', { name: 'Back' }).first().click();

  await tapTile(page, 'Code box', '#/codebox');
  await page.getByRole('button', { name: 'What do the states mean?' }).click();
  await page.getByRole('dialog', { name: 'Code states' }).waitFor();
  await animationsDone(page); // the sheet's slide-in
  found.push(...(await checkPage(page, insets, `codebox-popup-${shape}`)));
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Back' }).first().click();

  await openTicketForm(w);
  found.push(...(await checkPage(page, insets, `putQuestion-${shape}`)));
  await page.getByRole('button', { name: 'Back' }).first().click();
  await page.getByRole('button', { name: 'Back' }).first().click();

  await tapTile(page, 'Delete account', '#/deleteapply');
  await page.getByText('I understand and agree').waitFor();
  found.push(...(await checkPage(page, insets, `deleteapply-${shape}`)));
  expect(found).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();

  // a toast: Send on Bind e-mail with nothing typed says what is missing (an unknown page= shows the 404 page now)
  const refused = await openFromClient(suite, 'bindmail', viewport);
  await simulateInsets(refused.page, insets);
  await refused.page.getByRole('button', { name: 'Send' }).first().click();
  await refused.page.locator('.uc-toast').first().waitFor();
  expect(await controlsUnderInsets(refused.page, insets)).toEqual([]);
  await screenshot(refused.page, `safe-area-toast-${shape}`);
  await refused.context.close();
});
