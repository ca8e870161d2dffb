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
import { dangerousDom, failWithMessage, setServerTexts, settled, waitUntilShown, watchCanary, type Canary } from './support/security-canary';

const suite = useE2eSuite({ csp: false });
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
/** An ordinary outside link, kept by the sanitizer. */
const OUTSIDE_LINK = '<a href="https://help.example/kept">kept-link</a>';
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
const waitForText = waitUntilShown;

async function expectClean(page: Page, canary: Canary, where: string) {
  await settled(page); // an onerror / onload handler has had its chance to fire
  await canary.expectSilent(where);
  expect({ where, dom: await dangerousDom(page) }).toEqual({ where, dom: [] });
}

test('nickname and role name carrying every vector render as text', async () => {
  // with a role, home and the FAQ header show the role name
  const w = await openLoggedIn({ nick_name: allVectors('nick-marker'), role_name: allVectors('role-marker') });
  await waitForText(w.page, 'role-marker');
  await expectClean(w.page, w.canary, 'home (role)');
  // the FAQ header shows the role name; account management and customer service show neither name: they are checked
  // once they have rendered (their heading), for anything that ran while the session's names were in the store
  for (const [path, heading, marker] of [['/faq', 'FAQ', 'role-marker'], ['/manageaccount', 'Account management', ''], ['/customerservice', 'Customer Service', '']]) {
    await go(w.page, `#${path}`);
    await w.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    if (marker) await waitForText(w.page, marker);
    await expectClean(w.page, w.canary, path);
  }
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
    // plus one ordinary outside link first (the last vectors leave nothing after them), which the sanitizer keeps
    messageHtml: `${OUTSIDE_LINK}\n${allVectors('html-marker')}`,
    messageSubject: allVectors('subject-marker'),
    messageName: allVectors('name-marker'),
    faqAnswer: `${OUTSIDE_LINK}\n${allVectors('answer-marker')}`,
    faqTitle: allVectors('question-marker'),
    faqTypeName: allVectors('type-marker'),
    countryId: XSS_VECTORS[1], // the page keeps only numeric calling codes, so the id carries the vector
    countryNumber: '999',
  });
  const w = await openLoggedIn();
  let linksClicked = 0;
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
    // every link the sanitized HTML kept is clicked (the vectors' links are all dropped; the ordinary one stays): none
    // may run script or leave the page; an outside link asks first, and the player stays
    const links = w.page.locator('.uc-safe-html a');
    for (let i = 0; i < (await links.count()); i += 1) {
      await links.nth(i).click();
      linksClicked += 1;
      const leave = w.page.getByRole('dialog');
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await leave.waitFor({ state: 'detached' });
    }
    await expectClean(w.page, w.canary, `${path} links`);
    expect(new URL(w.page.url()).origin).toBe(suite.stack.hostUrl);
  }
  expect(linksClicked).toBeGreaterThan(0);
  tried.serverTexts += XSS_VECTORS.length * 6;
  // the extra country (hostile id and calling code) in the phone binding's country picker
  await go(w.page, '#/bindPhone');
  // the list is sorted by name with the device's country first: the hostile one is found by its code, not its place
  const hostile = w.page.locator('select.uc-country-select option', { hasText: '+999' });
  await hostile.waitFor({ state: 'attached' });
  expect(await hostile.count()).toBe(1);
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
  // bindmail's and strongbindingmail's `mail` and setpassword's `account` are never read from a URL any more
  // (security-2 N4: url-identifiers.e2e.ts), so no page shows them.
];

test.each(QUERY_PLACES)('query parameter %s: every vector is shown as text, none runs', async (name, url) => {
  const w = await openLoggedIn();
  for (const [i, vector] of XSS_VECTORS.entries()) {
    // home in between: the place opens afresh for each vector (a page reads its query when it opens)
    await go(w.page, '#/');
    await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
    // a marker of its own in front: the page shows this vector (not the previous one) before the checks run
    const marker = `qp${i}-marker`;
    await go(w.page, `#${url(`${marker}${vector}`)}`);
    await waitUntilShown(w.page, marker);
    // as text: its first 60 characters (titles are cut there), markup included, are what the player sees
    await expectShownWhole(w.page, `${marker}${vector}`.slice(0, 60));
    await expectClean(w.page, w.canary, `${name}: ${vector}`);
    tried.queryParams += 1;
  }
  // also raw (not percent-encoded) in the hash, as a hand-made link would carry it
  await go(w.page, '#/');
  await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
  await go(w.page, `#${url('x').replace(/=x$/, '=')}raw-marker${XSS_VECTORS[1]}`);
  await waitUntilShown(w.page, 'raw-marker');
  await expectClean(w.page, w.canary, `${name} raw`);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

/** The text is in the page as text (a heading, a paragraph) or in what an input holds: shown, not parsed. */
async function expectShownWhole(page: Page, text: string) {
  const shown = await page.evaluate(
    (t) => (document.body.textContent ?? '').includes(t) || Array.from(document.querySelectorAll('input')).some((i) => i.value.includes(t)),
    text,
  );
  expect({ text, shown }).toEqual({ text, shown: true });
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
