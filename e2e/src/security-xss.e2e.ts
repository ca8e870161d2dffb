// Issue 8 §3, XSS: the common vectors placed in every server text the pages show (message HTML, message subjects and
// code names, FAQ answers, titles and type names, nickname, role name, error messages, country entries) and in every
// query parameter a page displays. None runs: the canary window.__xss stays unset and no dialog opens.
// This stack serves the host WITHOUT its Content-Security-Policy, so the sanitizer and React's escaping are tested
// alone (the CSP is the second wall, checked in security.e2e.ts).
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { XSS_VECTORS, allVectors } from './support/security-payloads';
import { dangerousDom, failWithMessage, setServerTexts, watchCanary, type Canary } from './support/security-canary';

const suite = useE2eSuite({ csp: false });
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
/** Vectors × places tried, for the report. */
const tried = { serverTexts: 0, queryParams: 0 };

beforeEach(() => suite.provider.reset());
afterAll(() => {
  process.stdout.write(`security-xss: ${XSS_VECTORS.length} vectors; server texts ${tried.serverTexts}, query parameters ${tried.queryParams} (vector × place)\n`);
});

async function openLoggedIn(overrides: Record<string, string> = {}) {
  const w = await openPage(suite.browser);
  const canary = watchCanary(w.page);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, { ...(await suite.provider.session(SESSION)), ...overrides });
  await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
  return { ...w, canary };
}

async function go(page: Page, hashPath: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hashPath);
}

/** Waits until the marker is among the text the player sees (innerText: rendered and not hidden). */
async function waitForText(page: Page, marker: string) {
  const seen = await page.waitForFunction((m) => document.body.innerText.includes(m), marker, { timeout: 15000 }).then(
    () => '',
    async () => page.evaluate(() => document.body.innerText.slice(0, 400)),
  );
  expect({ marker, seen }).toEqual({ marker, seen: '' });
}

async function expectClean(page: Page, canary: Canary, where: string) {
  await page.waitForTimeout(200); // an onerror / onload handler gets its chance to fire
  await canary.expectSilent(where);
  expect({ where, dom: await dangerousDom(page) }).toEqual({ where, dom: [] });
}

test('nickname and role name carrying every vector render as text', async () => {
  // with a role, home and the FAQ header show the role name
  const w = await openLoggedIn({ nick_name: allVectors('nick-marker'), role_name: allVectors('role-marker') });
  await waitForText(w.page, 'role-marker');
  await expectClean(w.page, w.canary, 'home (role)');
  for (const path of ['/faq', '/manageaccount', '/customerservice']) {
    await go(w.page, `#${path}`);
    await w.page.waitForURL((u) => u.hash === `#${path}`);
    await w.page.waitForTimeout(800);
    await expectClean(w.page, w.canary, path);
  }
  await go(w.page, '#/faq');
  await waitForText(w.page, 'role-marker');
  // without a role, home shows the nickname
  await go(w.page, '#/');
  const session = await suite.provider.session(SESSION);
  await nativeLogin(w.page, { ...session, role_id: '', role_name: '', nick_name: allVectors('nick-marker') });
  await waitForText(w.page, 'nick-marker');
  await expectClean(w.page, w.canary, 'home (nickname)');
  tried.serverTexts += XSS_VECTORS.length * 2;
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('message HTML, subjects, code names, FAQ answers, titles, type names and a country carrying every vector', async () => {
  await setServerTexts(suite.stack.provider.url, {
    messageHtml: allVectors('html-marker'),
    messageSubject: allVectors('subject-marker'),
    messageName: allVectors('name-marker'),
    faqAnswer: allVectors('answer-marker'),
    faqTitle: allVectors('question-marker'),
    faqTypeName: allVectors('type-marker'),
    countryId: XSS_VECTORS[1], // the page keeps only numeric calling codes, so the id carries the vector
    countryNumber: '999',
  });
  const w = await openLoggedIn();
  const places: [string, string][] = [
    ['/mymessage', 'subject-marker'],
    ['/messageContent?id=1004&category=system', 'html-marker'],
    ['/messageContent?id=1001&category=activeCode', 'html-marker'],
    ['/faq', 'type-marker'],
    ['/faqDetails?id=1', 'answer-marker'],
    ['/faqDetails?id=2', 'question-marker'],
  ];
  for (const [path, marker] of places) {
    await go(w.page, `#${path}`);
    await waitForText(w.page, marker);
    await expectClean(w.page, w.canary, path);
    // every link the sanitized HTML kept is clicked: none may run script or leave the page
    const links = w.page.locator('.uc-safe-html a');
    for (let i = 0; i < (await links.count()); i += 1) await links.nth(i).click({ timeout: 2000 }).catch(() => undefined);
    await expectClean(w.page, w.canary, `${path} links`);
    expect(new URL(w.page.url()).origin).toBe(suite.stack.hostUrl);
  }
  tried.serverTexts += XSS_VECTORS.length * 6;
  // the extra country (hostile id and calling code) in the phone binding's country picker
  await go(w.page, '#/bindPhone');
  await w.page.locator('select.uc-country-select option').nth(11).waitFor({ state: 'attached' });
  expect(await w.page.locator('select.uc-country-select option').nth(11).textContent()).toContain('+999');
  await expectClean(w.page, w.canary, '/bindPhone country');
  tried.serverTexts += 2;
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('an error message carrying every vector shows as text: the home config failure', async () => {
  await failWithMessage(suite.stack.provider.url, '/open/sdk/config', allVectors('config-error-marker'));
  const w = await openLoggedIn();
  await waitForText(w.page, 'config-error-marker');
  await expectClean(w.page, w.canary, 'home config error');
  tried.serverTexts += XSS_VECTORS.length;
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('an error message carrying every vector shows as text: a failed code claim', async () => {
  const w = await openLoggedIn();
  await failWithMessage(suite.stack.provider.url, '/open/activeCode/case/', allVectors('claim-error-marker'));
  await go(w.page, '#/messageContent?id=1001&category=activeCode');
  await w.page.getByRole('button', { name: /^Claim$/ }).first().click();
  await waitForText(w.page, 'claim-error-marker');
  await expectClean(w.page, w.canary, 'claim error');
  tried.serverTexts += XSS_VECTORS.length;
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

// Every query parameter a page shows to the player.
const QUERY_PLACES: [string, (v: string) => string][] = [
  ['faqDetails title', (v) => `/faqDetails?id=1&title=${encodeURIComponent(v)}`],
  ['messageContent subject', (v) => `/messageContent?id=1004&category=system&subject=${encodeURIComponent(v)}`],
  ['verifyphone title', (v) => `/verifyphone?title=${encodeURIComponent(v)}`],
  ['verifymail title', (v) => `/verifymail?title=${encodeURIComponent(v)}`],
  ['verifyaccount title', (v) => `/verifyaccount?title=${encodeURIComponent(v)}`],
  ['bindmail mail', (v) => `/bindmail?mail=${encodeURIComponent(v)}`],
  ['strongbindingmail mail', (v) => `/strongbindingmail?operation=bind&mail=${encodeURIComponent(v)}`],
  ['setpassword account', (v) => `/setpassword?operation=forgotPassword&account=${encodeURIComponent(v)}`],
];

test.each(QUERY_PLACES)('query parameter %s: every vector, none runs', async (name, url) => {
  const w = await openLoggedIn();
  for (const vector of XSS_VECTORS) {
    await go(w.page, `#${url(vector)}`);
    await w.page.waitForTimeout(120);
    await canaryAndDom(w.page, w.canary, `${name}: ${vector}`);
    tried.queryParams += 1;
  }
  // also raw (not percent-encoded) in the hash, as a hand-made link would carry it
  await go(w.page, `#${url('x').replace(/=x$/, '=')}${XSS_VECTORS[1]}`);
  await expectClean(w.page, w.canary, `${name} raw`);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

async function canaryAndDom(page: Page, canary: Canary, where: string) {
  await canary.expectSilent(where);
  expect({ where, dom: await dangerousDom(page) }).toEqual({ where, dom: [] });
}

test('a displayed query parameter shows the vector as text', async () => {
  const w = await openLoggedIn();
  await go(w.page, `#/faqDetails?id=1&title=${encodeURIComponent(XSS_VECTORS[1])}`);
  await w.page.getByText(XSS_VECTORS[1]).first().waitFor();
  await expectClean(w.page, w.canary, 'faqDetails title shown');
  await w.context.close();
});

test('the canary works: a vector put straight into the DOM (no sanitizer, no CSP here) is caught', async () => {
  const w = await openPage(suite.browser);
  const canary = watchCanary(w.page);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), XSS_VECTORS[1]);
  await w.page.waitForFunction(() => (window as unknown as { __xss?: number }).__xss === 1);
  await expect(canary.expectSilent('control')).rejects.toThrow();
  await w.context.close();
});
