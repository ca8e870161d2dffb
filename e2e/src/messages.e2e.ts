// remote-messages in real Chromium against the provider stand-in: inbox (kept current: refetch on return, pull to
// refresh), message content (sanitized HTML, links, claim), delete, home badges, the code box (paging, pull to refresh),
// task center and balance records.
import type { Page } from 'playwright-core';
import { openPage, screenshot, LANDSCAPE, PORTRAIT, type WatchedPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { animationsDone, pendingWorkRun, resizeTo } from './support/settle';
import { until } from './support/until';
import { settled } from './support/security-canary';
import { nativeLogin } from './support/session';
import { mouseDrag, mouseSwipeLeft, touchDrag, touchSwipeLeft } from './support/messages-gestures';

const suite = useE2eSuite();
const SMALL = { width: 360, height: 640 };
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';

beforeEach(async () => {
  await suite.provider.reset();
});

/** Opens the user center as the SDK does and waits for home. */
async function openHome(viewport = PORTRAIT): Promise<WatchedPage> {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(SESSION));
  await w.page.getByText('Aria').first().waitFor();
  return w;
}

function tile(page: Page, name: string) {
  return page.getByRole('navigation').getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The number on a home tile's badge, 0 when it has none. */
async function badgeOf(page: Page, name: string): Promise<number> {
  const badge = tile(page, name).locator('.uc-tile__badge [aria-hidden="true"]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

async function expectBadge(page: Page, name: string, count: number) {
  await page.waitForFunction(
    ([n, c]) => {
      const button = [...document.querySelectorAll('nav button')].find((b) => (b.textContent ?? '').startsWith(n as string));
      const text = button?.querySelector('.uc-tile__badge [aria-hidden="true"]')?.textContent ?? '0';
      return Number(text) === c;
    },
    [name, count] as const,
  );
  expect(await badgeOf(page, name)).toBe(count);
}

async function back(page: Page) {
  await page.getByRole('button', { name: 'Back' }).first().click();
}

async function openInbox(w: WatchedPage) {
  await tile(w.page, 'Messages').click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/mymessage'));
  await w.page.getByText('Launch gift pack').waitFor();
}

/** Waits until the stand-in's log reads `expected` (then asserts it, so a timeout shows the last reading). */
async function poll<T>(read: () => Promise<T>, expected: T, timeoutMs = 10000): Promise<void> {
  let last: T | undefined;
  await until(`the stand-in's log to read ${JSON.stringify(expected)}`, async () => JSON.stringify((last = await read())) === JSON.stringify(expected), timeoutMs).catch(() => undefined);
  expect(last).toEqual(expected);
}

const requestsTo = async (method: string, path: string) =>
  (await suite.provider.requests()).filter((r) => r.method === method && r.path === path);

test('reading a message marks it read in the inbox and lowers the Messages badge on home', async () => {
  const w = await openHome();
  await expectBadge(w.page, 'Messages', 5);
  await openInbox(w);
  const row = w.page.getByTestId('message-1004');
  await row.getByRole('img', { name: 'Unread' }).waitFor();
  await row.getByText('2026-10-30 08:00:00').waitFor(); // 'T' shown as a space
  await row.getByText('Scheduled maintenance').click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/messageContent?id=1004'));
  await w.page.getByRole('heading', { name: 'Scheduled maintenance' }).waitFor();
  await w.page.getByTestId('message-body').getByText('5 November').waitFor();
  await back(w.page);
  await w.page.getByTestId('message-1004').waitFor();
  expect(await w.page.getByTestId('message-1004').getByRole('img', { name: 'Unread' }).count()).toBe(0);
  await back(w.page);
  await expectBadge(w.page, 'Messages', 4);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

/** The stand-in's inbox control calls: change a message behind the page's back, or send a new one. */
async function controlMessages(path: string, body: unknown) {
  const res = await fetch(`${suite.stack.provider.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
}

/** As the webview does when the game comes to the front and back again (headless Chromium never hides a tab). */
async function hideThenShow(page: Page) {
  await page.evaluate(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('the inbox stays current: read elsewhere shows read on return (page and app), pull to refresh shows a new message', async () => {
  const w = await openHome();
  await openInbox(w);
  const unreadDot = (id: string) => w.page.getByTestId(`message-${id}`).getByRole('img', { name: 'Unread' });
  await unreadDot('1004').waitFor();
  await unreadDot('1005').waitFor();

  // read on another device while the player is on another page: back in the inbox it shows read
  await w.page.getByText('Security reminder').click();
  await w.page.getByRole('heading', { name: 'Security reminder' }).waitFor();
  await controlMessages('messages/1004', { isRead: true });
  await back(w.page);
  await w.page.getByTestId('message-1004').waitFor();
  await unreadDot('1004').waitFor({ state: 'detached' });
  expect(await unreadDot('1005').count()).toBe(1);

  // read elsewhere while the game was in front: shows read when the user center is visible again
  await controlMessages('messages/1005', { isRead: true });
  await hideThenShow(w.page);
  await unreadDot('1005').waitFor({ state: 'detached' });

  // a new message arrives: a touch pull from the top of the list shows it
  const listed = (await requestsTo('GET', '/open/message')).length;
  await controlMessages('messages', { subject: 'Spring event is live', content: '<p>Spring is here.</p>' });
  await pendingWorkRun(w.page);
  expect(await requestsTo('GET', '/open/message')).toHaveLength(listed);
  expect(await w.page.getByText('Spring event is live').count()).toBe(0);
  const list = await w.page.getByTestId('inbox').boundingBox();
  if (!list) throw new Error('no inbox');
  const release = await touchDrag(w.page, list.x + list.width / 2, list.y + 80, 0, 200, { hold: true });
  await w.page.getByText('Release to refresh').waitFor();
  await screenshot(w.page, 'mymessage-pull-portrait');
  await release();
  await w.page.getByTestId('message-1008').getByText('Spring event is live').waitFor();
  await unreadDot('1008').waitFor();
  expect(await w.page.getByRole('button', { name: 'Refresh messages' }).isVisible()).toBe(true);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('claiming a code: Claim → "Claimed" popup, the button disabled with a status image, both badges drop', async () => {
  const w = await openHome();
  await expectBadge(w.page, 'Code box', 1);
  await openInbox(w);
  await w.page.getByText('Launch gift pack').click();
  await w.page.getByTestId('attachment-code').getByText('GIFT-LAUNCH-2026').waitFor();
  await screenshot(w.page, 'message-content-code-portrait');
  await w.page.setViewportSize(LANDSCAPE);
  await screenshot(w.page, 'message-content-code-landscape');
  await w.page.setViewportSize(SMALL);
  await screenshot(w.page, 'message-content-code-small');
  await w.page.setViewportSize(PORTRAIT);

  await w.page.getByRole('button', { name: 'Claim', exact: true }).click();
  const popup = w.page.getByRole('dialog', { name: 'Claimed' });
  await popup.waitFor();
  await animationsDone(w.page); // the sheet's slide-in
  await screenshot(w.page, 'message-content-claimed-portrait');
  await popup.getByRole('button', { name: 'OK' }).click();
  await popup.waitFor({ state: 'detached' });
  const claimed = w.page.getByRole('button', { name: 'Claimed', exact: true });
  expect(await claimed.isDisabled()).toBe(true);
  await w.page.getByRole('img', { name: 'Already claimed' }).waitFor();
  await w.page.getByRole('button', { name: 'Copy code GIFT-LAUNCH-2026' }).click();
  await w.page.getByText('Copied to clipboard').waitFor();
  expect(await requestsTo('POST', '/open/activeCode/case/GIFT-LAUNCH-2026')).toHaveLength(1);

  // another code message: state '2' shows a disabled button with its status image
  await back(w.page);
  await w.page.getByText('Summer event pack').click();
  expect(await w.page.getByRole('button', { name: 'Unavailable', exact: true }).isDisabled()).toBe(true);
  await w.page.getByRole('img', { name: 'No longer available' }).waitFor();
  await back(w.page);
  await back(w.page);
  await expectBadge(w.page, 'Code box', 0);
  await expectBadge(w.page, 'Messages', 3);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('deleting from the inbox: a mouse swipe reveals Delete, it asks first, the row goes and the badge drops', async () => {
  const w = await openHome();
  await openInbox(w);
  const row = w.page.getByTestId('message-1007');
  await mouseSwipeLeft(w.page, row.locator('.uc-message-item__track'));
  await w.page.waitForFunction(() => document.querySelector('[data-testid="message-1007"]')?.classList.contains('is-revealed'));
  await animationsDone(w.page); // the slide transition
  await screenshot(w.page, 'mymessage-swipe-portrait');
  await row.getByRole('button', { name: 'Delete “Security reminder”' }).click();
  const dialog = w.page.getByRole('dialog', { name: 'Delete this message?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await row.waitFor({ state: 'detached' });
  await w.page.getByText('Message deleted').waitFor();
  expect(await requestsTo('DELETE', '/open/message')).toHaveLength(1);
  await back(w.page);
  await expectBadge(w.page, 'Messages', 4);
  await w.context.close();
});

test('a touch swipe reveals Delete too (landscape and small screenshots); deleting from the message page returns to the inbox', async () => {
  const w = await openHome(LANDSCAPE);
  await openInbox(w);
  await touchSwipeLeft(w.page, w.page.getByTestId('message-1004').locator('.uc-message-item__track'));
  await w.page.waitForFunction(() => document.querySelector('[data-testid="message-1004"]')?.classList.contains('is-revealed'));
  await animationsDone(w.page);
  await screenshot(w.page, 'mymessage-swipe-landscape');
  await resizeTo(w.page, SMALL);
  await screenshot(w.page, 'mymessage-swipe-small');
  await w.page.setViewportSize(PORTRAIT);

  await w.page.getByTestId('message-1006').getByText('Welcome to the Player Center').click();
  await w.page.getByRole('button', { name: 'Delete message' }).click();
  await w.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await w.page.waitForURL((u) => u.hash === '#/mymessage');
  await w.page.getByText('Launch gift pack').waitFor();
  expect(await w.page.getByText('Welcome to the Player Center').count()).toBe(0);
  await w.context.close();
});

test('links: the link-click call goes first; web links go out through openUrl, in-app links navigate inside, a failure says so', async () => {
  const w = await openHome();
  await openInbox(w);
  await w.page.getByText('Halloween event is live').click();
  const link = w.page.getByTestId('message-body').getByRole('link', { name: 'See the event page' });
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.getAttribute('target')).toBeNull();

  // the call fails once: no jump, a toast
  await suite.provider.fault({ path: '/open/message', kind: 'status-msg', times: 1 });
  await link.click();
  await w.page.getByText('Jump failed, please retry.').waitFor();
  expect(w.page.url()).toContain('#/messageContent?id=1005');

  // A web link goes through the bridge (openUrl); unframed, the page asks before leaving and no new window opens.
  let newPages = 0;
  w.context.on('page', () => (newPages += 1));
  await link.click();
  const leave = w.page.getByRole('dialog', { name: 'Leave the user center?' });
  await leave.waitFor();
  const opened = (await w.nativeCalls()).filter((c) => c.method === 'openUrl').map((c) => c.payload);
  expect(opened).toEqual([{ url: expect.stringContaining('example.com/events/halloween') }]);
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await leave.waitFor({ state: 'detached' });
  expect(newPages).toBe(0);
  expect(w.page.url()).toContain('#/messageContent?id=1005'); // the user center itself stayed
  const clicks = (await requestsTo('POST', '/open/message')).filter((r) => r.ok);
  expect(clicks.map((r) => (r.payload as Record<string, unknown>).messageId)).toEqual(['1005']);

  await back(w.page);
  await w.page.getByText('Welcome to the Player Center').click();
  await w.page.getByTestId('message-body').getByRole('link', { name: 'Questions? Read the FAQ' }).click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/faq'));
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('hostile HTML in a message body cannot run, load frames or forms, or leave through javascript:/data: links', async () => {
  const w = await openHome();
  const hostile = [
    '<p id="ok">Body text</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=2">',
    '<svg onload="window.__xss=3"></svg><iframe src="https://evil.example/"></iframe><iframe srcdoc="<script>parent.__xss=4</script>"></iframe>',
    '<a href="javascript:window.__xss=5">js link</a><a href="JaVaScRiPt&#58;window.__xss=6">mixed</a>',
    '<a href="data:text/html,<script>alert(1)</script>">data link</a><form action="https://evil.example/"><input name="pw"></form>',
    '<div style="background:url(javascript:window.__xss=7)">styled</div><object data="x"></object><embed src="x">',
  ].join('');
  await w.page.route('**/open/message/1004?**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, content: hostile } });
  });
  await openInbox(w);
  await w.page.getByText('Scheduled maintenance').click();
  const body = w.page.getByTestId('message-body');
  await body.getByText('Body text').waitFor();
  await settled(w.page); // every picture loaded or failed: an onerror would have fired
  expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await body.locator('script, iframe, svg, form, input, object, embed, [style], [onerror], [onload]').count()).toBe(0);
  // refused URLs lose their href: the links stay as inert text
  for (const name of ['js link', 'mixed', 'data link']) {
    expect(await body.getByText(name).getAttribute('href')).toBeNull();
    await body.getByText(name).click();
  }
  await pendingWorkRun(w.page);
  expect(w.context.pages()).toHaveLength(1);
  expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(w.page.url()).toContain('#/messageContent?id=1004');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

async function codeRows(page: Page) {
  return page.locator('.uc-code-item').count();
}

async function scrollToEnd(page: Page) {
  await page.locator('.uc-page__scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
}

test('code box: 45 codes page by 20 to the end, copy a code, pull to refresh (touch and mouse) resets to page 1', async () => {
  const w = await openHome();
  await tile(w.page, 'Code box').click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/codebox'));
  await w.page.getByTestId(/^code-UC-0045-/).waitFor();
  expect(await codeRows(w.page)).toBe(20);
  await w.page.getByTestId(/^code-UC-0045-/).getByText('Expired', { exact: true }).waitFor();
  await screenshot(w.page, 'codebox-portrait');

  const pageOf = async () =>
    (await requestsTo('GET', '/open/activeCode/case')).map((r) => (r.payload as Record<string, unknown>).current);
  await scrollToEnd(w.page);
  await w.page.waitForFunction(() => document.querySelectorAll('.uc-code-item').length === 40);
  await scrollToEnd(w.page);
  await w.page.waitForFunction(() => document.querySelectorAll('.uc-code-item').length === 45);
  await w.page.getByText("That's all your codes").waitFor();
  await scrollToEnd(w.page);
  await pendingWorkRun(w.page);
  // finished when pages (3) equals current: no page 4 (the refresh below is the later marker: [1, 2, 3, 1])
  expect(await pageOf()).toEqual([1, 2, 3]);
  expect((await requestsTo('GET', '/open/activeCode/case'))[0].payload).toMatchObject({ size: 20, user_id: '10001' });

  await w.page.getByRole('button', { name: /^Copy code UC-0001-/ }).click();
  await w.page.getByText('Copied to clipboard').waitFor();
  await w.page.getByText('Copied to clipboard').waitFor({ state: 'detached' });

  // touch pull from the top: back to page 1 only
  await w.page.locator('.uc-page__scroll').evaluate((el) => el.scrollTo(0, 0));
  const list = await w.page.getByTestId('code-box').boundingBox();
  if (!list) throw new Error('no list');
  const release = await touchDrag(w.page, list.x + list.width / 2, list.y + 80, 0, 200, { hold: true });
  await w.page.getByText('Release to refresh').waitFor();
  await release();
  await w.page.waitForFunction(() => document.querySelectorAll('.uc-code-item').length === 20);
  expect(await pageOf()).toEqual([1, 2, 3, 1]);

  // a mouse drag pulls too
  await mouseDrag(w.page, list.x + list.width / 2, list.y + 80, 0, 200, { hold: true });
  await w.page.getByText('Release to refresh').waitFor();
  await screenshot(w.page, 'codebox-pull-portrait');
  await w.page.mouse.up();
  await poll(pageOf, [1, 2, 3, 1, 1]);
  await w.page.waitForFunction(() => document.querySelectorAll('.uc-code-item').length === 20);

  await w.page.getByRole('button', { name: 'What do the states mean?' }).click();
  await w.page.getByRole('dialog', { name: 'Code states' }).getByText('Not redeemed').waitFor();
  await animationsDone(w.page);
  await screenshot(w.page, 'codebox-info-portrait');
  await w.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await w.page.getByRole('dialog').waitFor({ state: 'detached' });
  await resizeTo(w.page, LANDSCAPE);
  await screenshot(w.page, 'codebox-landscape');
  await resizeTo(w.page, SMALL);
  await screenshot(w.page, 'codebox-small');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('inbox and code box load failures show their own error state, and retry recovers', async () => {
  const w = await openHome();
  // home's badge call (/open/message/read) shares the fault's path prefix: it must be answered before the fault is set
  await suite.provider.waitForRequest('home\'s badge counts', (r) => r.path.startsWith('/open/message/read'));
  // (not 'drop': Chrome silently retries a GET whose reused socket was reset)
  await suite.provider.fault({ path: '/open/message', kind: 'http500', times: 1 });
  await tile(w.page, 'Messages').click();
  await w.page.getByText('Your messages could not be loaded.').waitFor();
  expect(await w.page.locator('.uc-loading').count()).toBe(0);
  await w.page.getByRole('button', { name: 'Retry' }).click();
  await w.page.getByText('Launch gift pack').waitFor();

  await suite.provider.fault({ path: '/open/activeCode/case', kind: 'status-msg', times: 1 });
  await w.page.goto(`${suite.stack.hostUrl}/#/codebox`);
  await w.page.getByText('Your codes could not be loaded.').waitFor();
  expect(await w.page.locator('.uc-loading').count()).toBe(0);
  await w.page.getByRole('button', { name: 'Retry' }).click();
  await w.page.getByTestId(/^code-UC-0045-/).waitFor();
  await w.context.close();
});

test('task center and balance records: sample data marked as samples; their calls are made', async () => {
  const w = await openHome();
  await w.page.goto(`${suite.stack.hostUrl}/#/taskCenter`);
  await w.page.getByRole('heading', { name: 'Task center' }).waitFor();
  await w.page.getByText('Sample data for illustration only. This is not your account\'s data.').waitFor();
  await w.page.getByText('Play 3 matches').waitFor();
  await screenshot(w.page, 'task-center-portrait');
  await w.page.goto(`${suite.stack.hostUrl}/#/balanceRecords`);
  await w.page.getByRole('heading', { name: 'Balance records' }).waitFor();
  await w.page.getByText('Event reward').waitFor();
  await screenshot(w.page, 'balance-records-portrait');
  await w.page.setViewportSize(LANDSCAPE);
  await screenshot(w.page, 'balance-records-landscape');
  await poll(async () => (await requestsTo('GET', '/open/coin/balance/10001')).length, 1);
  const calls = await suite.provider.requests();
  for (const path of ['/open/task/daily', '/open/task/growth', '/open/coin/balance/10001']) {
    const call = calls.find((r) => r.path === path);
    expect(call?.payload).toMatchObject({ user_id: '10001' });
    expect(call?.ok).toBe(true);
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('long translations fit: German and Russian message content and code box on a small phone', async () => {
  for (const [lang, claim] of [['de_DE', 'Abholen'], ['ru_RU', 'Получить']] as const) {
    await suite.provider.reset();
    const w = await openPage(suite.browser, SMALL);
    await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
    await nativeLogin(w.page, await suite.provider.session(SESSION.replace('language=en_US', `language=${lang}`)));
    await w.page.getByText('Aria').first().waitFor();
    await w.page.goto(`${suite.stack.hostUrl}/#/messageContent?id=1001&category=activeCode&subject=Launch%20gift%20pack`);
    await w.page.getByRole('button', { name: claim, exact: true }).waitFor();
    await screenshot(w.page, `message-content-code-small-${lang}`);
    await w.page.goto(`${suite.stack.hostUrl}/#/codebox`);
    await w.page.getByTestId(/^code-UC-0045-/).waitFor();
    await screenshot(w.page, `codebox-small-${lang}`);
    await w.page.goto(`${suite.stack.hostUrl}/#/taskCenter`);
    await w.page.locator('.uc-task').first().waitFor();
    await screenshot(w.page, `task-center-small-${lang}`);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  }
});
