// Support against the provider stand-in in real Chromium: FAQ → details → reply → hosted ticket frame (the config's
// ticketUrl or the table), a player who stays on the provider's pages, the ways of leaving it, a frame that never
// loads, a ticket with two images, a logged-out player's ticket, a draft that survives a reload, a failing save,
// in-app links in FAQ answers, the legal documents — with screenshots of faq, faqDetails and putQuestion in portrait,
// landscape and on a small phone.
import type { Page } from 'playwright-core';
import { openPage, screenshot, PORTRAIT, LANDSCAPE } from './support/browser';
import { provokesCspViolations, useE2eSuite } from './support/suite';
import { pendingWorkRun, resizeTo } from './support/settle';
import { E2E_PORT_BASE } from './support/stack';
import { portsFrom } from '../../scripts/stack';
import { nativeLogin } from './support/session';
import { ANDROID_WEBVIEW_UA, savedTickets, scenario, solidPng, ticketCustomers } from './support/support-tickets';

// The stack's app-config.json points the ticket frames at the stand-in of THIS stack (its default names port 3100),
// with a per-app, per-language entry for the demo app so the table is exercised too.
const PROVIDER = `http://localhost:${portsFrom(E2E_PORT_BASE).provider}/`;
const suite = useE2eSuite({
  configExtra: {
    ticketFrames: {
      byApp: { '20001': { en: `${PROVIDER}ticket-client/index.html?lang=en`, zh: `${PROVIDER}ticket-client/index.html?lang=zh` } },
      appDefault: { '20001': `${PROVIDER}ticket-client/index.html?lang=default` },
      default: `${PROVIDER}ticket-client/index.html`,
    },
  },
});
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
const SMALL = { width: 360, height: 640 };

beforeEach(() => suite.provider.reset());

/** The SDK's way in: the client entry with page=home, then ucOnLogin; home shows the player. */
async function openHome(query = SESSION, viewport = PORTRAIT) {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(query));
  await w.page.getByText('Aria').first().waitFor();
  return w;
}

async function openFaq(page: Page) {
  await page.getByRole('button', { name: /^FAQ/ }).first().click();
  await page.waitForURL((u) => u.hash === '#/faq');
  await page.getByRole('button', { name: 'Account & Login' }).waitFor();
}

/** portrait (already), then landscape and the small phone, back to portrait. */
async function screenshotShapes(page: Page, name: string, ready: () => Promise<unknown>) {
  await ready();
  await screenshot(page, `${name}-portrait`);
  for (const [shape, size] of [['landscape', LANDSCAPE], ['small', SMALL]] as const) {
    await resizeTo(page, size);
    await ready();
    await screenshot(page, `${name}-${shape}`);
  }
  await page.setViewportSize(PORTRAIT);
}

/** Every shape, the top of the page and then scrolled to its end (long forms). */
async function screenshotShapesScrolled(page: Page, name: string, ready: () => Promise<unknown>) {
  const scrollTo = (where: 'top' | 'end') =>
    page.evaluate((w) => {
      const el = document.querySelector('.uc-page__scroll');
      if (el) el.scrollTop = w === 'top' ? 0 : el.scrollHeight;
    }, where);
  for (const [shape, size] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE], ['small', SMALL]] as const) {
    await resizeTo(page, size);
    await ready();
    await scrollTo('top');
    await screenshot(page, `${name}-${shape}`);
    await scrollTo('end');
    await pendingWorkRun(page); // a frame painted at the end
    await screenshot(page, `${name}-${shape}-end`);
  }
  await scrollTo('top');
  await page.setViewportSize(PORTRAIT);
}

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/**
 * The ticket frame's current document has loaded and the page has had its turn with that load (where it decides to
 * leave the provider): the point after which "the page stays" can be read. Refusals are the suite's CSP check's.
 */
async function providerLoadHandled(page: Page) {
  const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('no ticket frame');
  await frame.waitForFunction(() => document.readyState === 'complete');
  await pendingWorkRun(page);
}

test('FAQ → details → reply → the hosted ticket frame, with the role and the service ids', async () => {
  const w = await openHome();
  const { page } = w;
  await openFaq(page);
  await page.getByText('Role: Aria the Brave').waitFor();
  expect(await page.getByRole('region', { name: 'Help topics' }).locator('li').count()).toBe(9); // 7 + 2 blanks
  await screenshotShapes(page, 'faq', () => page.getByRole('button', { name: 'Account & Login' }).waitFor());

  await page.getByRole('button', { name: 'Account & Login' }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/faqDetails?id=1'));
  await page.getByRole('heading', { level: 1, name: 'Account & Login' }).waitFor();
  await page.getByRole('heading', { name: 'How do I switch accounts?' }).waitFor();
  expect(await page.locator('.uc-faq-answers b').first().textContent()).toBe('Change Account'); // sanitized HTML kept its <b>
  await screenshotShapes(page, 'faqDetails', () => page.getByRole('heading', { name: 'How do I switch accounts?' }).waitFor());

  await page.getByRole('button', { name: 'Reply' }).click();
  await page.waitForURL((u) => u.hash === '#/udeskTicket');
  await page.getByRole('heading', { level: 1, name: 'Question message' }).waitFor();
  const frame = page.frameLocator('iframe[title="Customer support messages"]');
  await frame.getByRole('heading', { name: 'Ticket client (stand-in)' }).waitFor();
  // the config's ticketUrl (SPEC §3) wins over the app-config table, whose entries carry a lang
  expect(await page.locator('iframe').getAttribute('src')).toMatch(new RegExp(`^${PROVIDER}ticket-client/index\\.html\\?sysNum=`));
  expect(await frame.locator('td[data-param="lang"]').count()).toBe(0);
  expect(await frame.locator('td[data-param="sysNum"]').textContent()).toBe('uc-sys-1');
  expect(await frame.locator('td[data-param="deployId"]').textContent()).toBe('uc-deploy-1');
  expect(await frame.locator('td[data-param="partnerId"]').textContent()).toBe('880001');
  expect(JSON.parse((await frame.locator('td[data-param="params"]').textContent()) ?? '')).toEqual({
    role_id: '880001', role_name: 'Aria the Brave',
  });
  // the deployment signed who the player is (ticketService.frameIdentityUrl): the provider believes the server's uid
  expect(await frame.locator('#identity').textContent()).toBe('Verified customer: 10001');
  expect(await page.locator('iframe').getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
  expect(await page.locator('iframe').getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  await screenshot(page, 'ticket-portrait');
  // still on the provider after its own load: the page stays
  await providerLoadHandled(page);
  expect(hashOf(page)).toBe('#/udeskTicket');

  // back from the ticket page goes back to the details (not out of the client: it was reached in the app)
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/faqDetails'));
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('without a ticketUrl in the config, the frame comes from app-config\'s table (app 20001, English)', async () => {
  await scenario(suite.stack.provider.url, { config: { ticketUrl: '' } });
  const w = await openHome();
  const { page } = w;
  await openFaq(page);
  await page.getByRole('button', { name: 'Reply' }).click();
  const frame = page.frameLocator('iframe[title="Customer support messages"]');
  expect(await frame.locator('td[data-param="lang"]').textContent()).toBe('en');
  expect(await frame.locator('td[data-param="sysNum"]').textContent()).toBe('uc-sys-1');
  await w.context.close();
});

async function openTicketFromFaq(page: Page) {
  await openFaq(page);
  await page.getByRole('button', { name: 'Reply' }).click();
  await page.waitForURL((u) => u.hash === '#/udeskTicket');
  const frame = page.frameLocator('iframe[title="Customer support messages"]');
  await frame.locator('#page-number').getByText('Page 1').waitFor();
  return frame;
}

test('a player who moves around the provider (another page, a reply sent) stays; leaving it goes back to the FAQ', async () => {
  const w = await openHome();
  const { page } = w;
  const frame = await openTicketFromFaq(page);
  await frame.locator('#next').click();
  await frame.locator('#page-number').getByText('Page 2').waitFor();
  await frame.getByLabel('Reply').fill('Still cannot log in');
  await frame.getByRole('button', { name: 'Send reply' }).click();
  await frame.locator('td[data-param="reply"]').getByText('Still cannot log in').waitFor();
  await providerLoadHandled(page);
  expect(hashOf(page)).toBe('#/udeskTicket');
  expect(await frame.locator('td[data-param="sysNum"]').textContent()).toBe('uc-sys-1');
  await screenshot(page, 'ticket-after-reply-portrait');

  // The stand-in's page navigates its frame to another origin: the CSP's frame-src refuses it (and reports it).
  provokesCspViolations();
  await frame.locator('#leave').click();
  await page.waitForURL((u) => u.hash === '#/faq'); // past the provider's three pages and the ticket page
  await page.getByRole('button', { name: 'Account & Login' }).waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the provider page\'s own "Back to the game" (its leave message) goes back to the FAQ', async () => {
  const w = await openHome();
  const { page } = w;
  const frame = await openTicketFromFaq(page);
  await frame.locator('#next').click();
  await frame.locator('#page-number').getByText('Page 2').waitFor();
  await frame.getByRole('button', { name: 'Back to the game' }).click();
  await page.waitForURL((u) => u.hash === '#/faq');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the title bar\'s back after pages inside the provider returns to the FAQ in one tap', async () => {
  const w = await openHome();
  const { page } = w;
  const frame = await openTicketFromFaq(page);
  await frame.locator('#next').click();
  await frame.locator('#page-number').getByText('Page 2').waitFor();
  await frame.locator('#next').click();
  await frame.locator('#page-number').getByText('Page 3').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((u) => u.hash === '#/faq');
  await w.context.close();
});

test('a ticket frame that never loads does not lock the title bar: back and "return to the game" work', async () => {
  await suite.provider.fault({ path: '/ticket-client/', kind: 'slow', delayMs: 20000, times: 0 });
  const w = await openHome();
  const { page } = w;
  await openFaq(page);
  await page.getByRole('button', { name: 'Reply' }).click();
  await page.waitForURL((u) => u.hash === '#/udeskTicket');
  await page.getByRole('status', { name: 'Loading…' }).waitFor();
  await screenshot(page, 'ticket-never-loads-portrait');
  await page.getByRole('button', { name: 'Back' }).click({ timeout: 5000 });
  await page.waitForURL((u) => u.hash === '#/faq');
  await page.getByRole('button', { name: 'Reply' }).click();
  await page.waitForURL((u) => u.hash === '#/udeskTicket');
  await page.getByRole('button', { name: 'Return to game' }).click({ timeout: 5000 });
  await page.waitForFunction(() =>
    (window as unknown as { __nativeCalls: { method: string }[] }).__nativeCalls.some((c) => c.method === 'exit'),
  );
  await w.context.close();
});

test('the ticket page opened by the client: leaving the provider closes the client view', async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/index?page=udeskTicket`);
  await nativeLogin(page, await suite.provider.session(SESSION));
  await page.waitForURL((u) => u.hash === '#/udeskTicket');
  provokesCspViolations(); // the frame leaving for another origin is refused by frame-src, as it should be
  await page.frameLocator('iframe').locator('#leave').click();
  await page.waitForFunction(() =>
    (window as unknown as { __nativeCalls: { method: string }[] }).__nativeCalls.some((c) => c.method === 'exit'),
  );
  await w.context.close();
});

async function openPutQuestion(page: Page) {
  await openFaq(page);
  await page.getByRole('button', { name: 'Submit a question' }).click();
  await page.waitForURL((u) => u.hash === '#/putQuestion');
  await page.getByRole('heading', { level: 1, name: 'Submit a question' }).waitFor();
}

async function fillTicket(page: Page) {
  await page.getByText('Login problem', { exact: true }).click();
  await page.getByLabel('Recent login time (optional)').fill('2026-03-01T09:30');
  await page.getByLabel('Device model *').fill('Pixel 8');
  await page.getByLabel('System version *').fill('Android 14');
  await page.getByLabel('E-mail *').fill('player@example.com');
  await page.getByLabel('Phone (optional)').fill('13812345678');
  await page.getByLabel('Description *').fill('I cannot log in since the last update.');
}

test('a ticket with two images: uploads one by one, then the stand-in receives the exact payload', async () => {
  const w = await openHome();
  const { page } = w;
  await openPutQuestion(page);
  await fillTicket(page);
  await page.getByText('38/500').waitFor();
  await page.getByLabel('Add image').setInputFiles([solidPng('shot-1.png', [47, 107, 255]), solidPng('shot-2.png', [30, 142, 62])]);
  await page.getByRole('listitem', { name: 'Image 1: Uploaded' }).waitFor();
  await page.getByRole('listitem', { name: 'Image 2: Uploaded' }).waitFor();
  await screenshotShapesScrolled(page, 'putQuestion', () => page.getByRole('listitem', { name: 'Image 2: Uploaded' }).waitFor());

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your question has been submitted' }).waitFor();
  await screenshot(page, 'putQuestion-submitted-portrait');
  expect(await page.getByRole('status', { name: 'Loading…' }).count()).toBe(0);

  const files = `${suite.stack.provider.url}/ticket-api/files`;
  expect(await savedTickets(suite.stack.provider.url)).toEqual([
    {
      companyid: '100001',
      ticket_title: 'Login problem',
      userid: 'cs-10001',
      user_emails: 'player@example.com',
      ticket_typeid: '4',
      ticket_from: '2',
      ticket_content: 'I cannot log in since the last update.',
      extend_fields: [
        { fieldid: 'recent_login_time', field_value: '2026-03-01 09:30' },
        { fieldid: 'device_model', field_value: 'Pixel 8' },
        { fieldid: 'system_version', field_value: 'Android 14' },
        { fieldid: 'phone', field_value: '13812345678' },
        { fieldid: 'images', field_value: `${files}/1/ticket-1.jpg,${files}/2/ticket-2.jpg` }, // re-encoded, renamed
      ],
    },
  ]);
  // the uploaded bytes are served back
  const served = await fetch(`${files}/2/ticket-2.jpg`);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a failing save hides the overlay, says why, and leaves the form filled; sending again works', async () => {
  const w = await openHome();
  const { page } = w;
  await openPutQuestion(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Fill in device model', { exact: true }).first().waitFor(); // SPEC §5's first required field speaks first
  await screenshot(page, 'putQuestion-required-portrait');
  await fillTicket(page);
  await page.getByLabel('Add image').setInputFiles([solidPng('shot-1.png', [200, 60, 60])]);
  await page.getByRole('listitem', { name: 'Image 1: Uploaded' }).waitFor();
  await suite.provider.fault({ path: '/ticket-api/save-ticket', kind: 'http500' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText("Server didn't respond").waitFor();
  expect(await page.getByRole('status', { name: 'Loading…' }).count()).toBe(0);
  expect(await page.getByRole('radio', { name: 'Login problem' }).isChecked()).toBe(true);
  expect(await page.getByLabel('Device model *').inputValue()).toBe('Pixel 8');
  expect(await page.getByLabel('System version *').inputValue()).toBe('Android 14');
  expect(await page.getByLabel('E-mail *').inputValue()).toBe('player@example.com');
  expect(await page.getByLabel('Description *').inputValue()).toBe('I cannot log in since the last update.');
  await page.getByRole('listitem', { name: 'Image 1: Uploaded' }).waitFor();
  await screenshot(page, 'putQuestion-save-failed-portrait');
  expect(await savedTickets(suite.stack.provider.url)).toEqual([]);

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your question has been submitted' }).waitFor();
  expect(await savedTickets(suite.stack.provider.url)).toHaveLength(1);
  await w.context.close();
});

test('a logged-out player files a ticket: device fields from the webview, a guest customer the server made', async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  // The Android webview's own user agent (Chromium's is a desktop one).
  const cdp = await w.context.newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: ANDROID_WEBVIEW_UA });
  await page.goto(`${suite.stack.hostUrl}/#/putQuestion`);
  // Native hands a logged-out player's payload (no token, no open id): the app fields, the device id among them.
  const session = await suite.provider.session(SESSION);
  await nativeLogin(page, { ...session, token: '', open_id: '', user_id: '' });
  await page.getByText('You are not logged in.', { exact: false }).waitFor();
  expect(await page.getByLabel('Device model *').inputValue()).toBe('Pixel 8');
  expect(await page.getByLabel('System version *').inputValue()).toBe('Android 14');
  await page.getByText('Login problem', { exact: true }).click();
  await page.getByLabel('E-mail *').fill('lost@example.com');
  await page.getByLabel('Description *').fill('I cannot log in: the code never arrives.');
  await screenshot(page, 'putQuestion-guest-portrait');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your question has been submitted' }).waitFor();

  // The token endpoint made the guest customer: nothing the page knows (device id, e-mail) names it.
  const customers = await ticketCustomers(suite.stack.provider.url);
  expect(Object.entries(customers)).toEqual([[expect.stringMatching(/^guest:[0-9a-f]{16}$/), { userId: 'cs-10001', nick: '' }]]);
  expect(await savedTickets(suite.stack.provider.url)).toEqual([
    expect.objectContaining({
      userid: 'cs-10001', user_emails: 'lost@example.com', ticket_typeid: '4', ticket_title: 'Login problem',
      ticket_content: 'I cannot log in: the code never arrives.',
      extend_fields: expect.arrayContaining([
        { fieldid: 'device_model', field_value: 'Pixel 8' }, { fieldid: 'system_version', field_value: 'Android 14' },
      ]),
    }),
  ]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the ticket draft survives a reload of the webview: type, reload, log in again, the text is there', async () => {
  const w = await openHome();
  const { page } = w;
  await openPutQuestion(page);
  await fillTicket(page);
  await page.getByLabel('Add image').setInputFiles([solidPng('shot-1.png', [47, 107, 255])]);
  await page.getByRole('listitem', { name: 'Image 1: Uploaded' }).waitFor();

  await page.reload();
  // as native does after a reload: the same session again, once the page asks (init)
  await nativeLogin(page, await suite.provider.session(SESSION));
  await page.getByRole('heading', { level: 1, name: 'Submit a question' }).waitFor();
  expect(await page.getByLabel('Description *').inputValue()).toBe('I cannot log in since the last update.');
  expect(await page.getByRole('radio', { name: 'Login problem' }).isChecked()).toBe(true);
  expect(await page.getByLabel('Device model *').inputValue()).toBe('Pixel 8');
  expect(await page.getByLabel('System version *').inputValue()).toBe('Android 14');
  expect(await page.getByLabel('E-mail *').inputValue()).toBe('player@example.com');
  expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('13812345678');
  expect(await page.getByRole('listitem', { name: /^Image 1:/ }).count()).toBe(0); // never an image
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // sent: the next visit starts empty, even after a reload
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your question has been submitted' }).waitFor();
  await page.reload();
  await nativeLogin(page, await suite.provider.session(SESSION));
  await page.getByLabel('Description *').waitFor();
  expect(await page.getByLabel('Description *').inputValue()).toBe('');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('an in-app link in a FAQ answer (#/…) routes inside the user center', async () => {
  await scenario(suite.stack.provider.url, {
    texts: { faqAnswer: '<p>Write to <a href="#/customerservice">customer service</a>.</p>' },
  });
  const w = await openHome();
  const { page } = w;
  await openFaq(page);
  await page.getByRole('button', { name: 'Account & Login' }).click();
  await page.getByRole('link', { name: 'customer service' }).first().click();
  await page.waitForURL((u) => u.hash === '#/customerservice');
  await page.getByRole('link', { name: 'support@example.com' }).waitFor();
  expect((await w.nativeCalls()).filter((c) => c.method === 'openUrl')).toEqual([]);
  await w.context.close();
});

test.each([
  ['useragreement', 'language=zh_TW&appId=20001', 'User Agreement', 'zh-TW', '20001'],
  ['useragreement', 'language=ja', 'User Agreement', 'ja-JP', null], // bare `ja`: the main-locale step (docs/bridge.md)
  ['userprivacy', 'language=ko_KR', 'Privacy Policy', 'ko-KR', null],
  ['userprivacy', 'language=de&appId=20001&simple=1', 'Privacy Policy', 'de-DE', '20001'],
])('v2/%s?%s shows the document for its locale', async (doc, query, title, locale, appId) => {
  const w = await openPage(suite.browser);
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/v2/${doc}?${query}`);
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await frame.getByText(`Locale: ${locale}`).waitFor();
  expect(await frame.locator('[data-app-id]').count()).toBe(appId ? 1 : 0);
  const file = doc === 'useragreement' ? 'Terms_of_Service' : 'Privacy_Policy';
  expect(await page.locator('iframe').getAttribute('src')).toBe(
    `${suite.stack.provider.url}/legal/${appId ? `${appId}/` : ''}${locale}/${file}.html`,
  );
  expect(await page.locator('.uc-title-bar').count()).toBe(query.includes('simple=1') ? 0 : 1);
  await w.context.close();
});

test('opened by the client with page=userprivacy: the v2 document, and the agreement config is fetched once logged in', async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/index?page=userprivacy&language=fr_FR&appId=20001`);
  await nativeLogin(page, await suite.provider.session(SESSION));
  await page.waitForURL((u) => u.hash.startsWith('#/v2/userprivacy'));
  await page.frameLocator('iframe[title="Privacy Policy"]').getByText('Locale: fr-FR').waitFor();
  await screenshot(page, 'v2-userprivacy-portrait');
  const paths = (await suite.provider.requests()).map((r) => r.path);
  expect(paths).toEqual(expect.arrayContaining(['/open/sdk/contract', '/open/sdk/privacy']));
  await w.context.close();
});

test('useragreementIf / userprivacyIf show the fixed documents; /useragreement shows the contract text', async () => {
  const w = await openHome();
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/useragreementIf`);
  await page.frameLocator('iframe[title="User Agreement"]').getByText('The fixed hosted user agreement (stand-in).').waitFor();
  await page.goto(`${suite.stack.hostUrl}/#/userprivacyIf?simple=1`);
  await page.frameLocator('iframe[title="Privacy Policy"]').getByText('The fixed hosted privacy policy (stand-in).').waitFor();
  expect(await page.locator('.uc-title-bar').count()).toBe(0);
  await page.goto(`${suite.stack.hostUrl}/#/useragreement`);
  await page.getByRole('heading', { level: 3, name: 'User agreement (stand-in)' }).waitFor();
  await page.goto(`${suite.stack.hostUrl}/#/userprivacy`);
  await page.getByText('We keep only what the game needs.').waitFor();
  await screenshot(page, 'userprivacy-text-portrait');
  await page.goto(`${suite.stack.hostUrl}/#/customerservice`);
  await page.getByRole('link', { name: 'support@example.com' }).waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the FAQ in Chinese: types and answers follow the session language', async () => {
  const w = await openHome(SESSION.replace('language=en_US', 'language=zh_CN'));
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/faq`);
  await page.getByRole('button', { name: '账号与登录' }).click();
  await page.getByRole('heading', { name: '如何切换账号？' }).waitFor();
  await screenshot(page, 'faqDetails-zh-portrait');
  await w.context.close();
});

test.each([['de_DE', 'de', 'Frage stellen'], ['ru_RU', 'ru', 'Задать вопрос']])(
  'long translations (%s) fit: faq and the ticket form on the small phone',
  async (language, short, ask) => {
    const w = await openHome(SESSION.replace('language=en_US', `language=${language}`), SMALL);
    const { page } = w;
    await page.goto(`${suite.stack.hostUrl}/#/faq`);
    await page.getByRole('button', { name: 'Account & Login' }).waitFor();
    await screenshot(page, `faq-${short}-small`);
    await page.getByRole('button', { name: ask }).click();
    await page.waitForURL((u) => u.hash === '#/putQuestion');
    await page.getByRole('button', { name: ask }).or(page.getByRole('heading', { level: 1 })).first().waitFor();
    await page.locator('form button[type="submit"]').click();
    // the toast fades; the inline messages stay
    await page.locator('.uc-toast').first().waitFor();
    await page.locator('.uc-toast').first().waitFor({ state: 'detached' });
    await page.locator('.uc-field__error').first().waitFor();
    await screenshot(page, `putQuestion-${short}-small`);
    await page.evaluate(() => {
      const el = document.querySelector('.uc-page__scroll');
      if (el) el.scrollTop = el.scrollHeight;
    });
    await screenshot(page, `putQuestion-${short}-small-end`);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  },
);
