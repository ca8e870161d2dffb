// The SDK self-check (#/sdk-check, app-config `sdkCheck: true`) run inside the simulator with each SDK profile: a
// conforming SDK passes every item; each faulty profile fails exactly the item it breaks, with its reason. Bridge
// isolation is also tried against an Android host played in the browser (UCNativeBridge in every frame, or only in
// the user center's main frame) and an iOS one (a reply to any frame, or a refusal of every frame but the main one),
// under the host's real CSP.
import { useE2eSuite } from './support/suite';
import { openSimulator, type Sim } from './support/simulator-driver';
import { cspViolations, openPage, screenshot } from './support/browser';
import { waitForBridge } from './support/session';

const suite = useE2eSuite({ configExtra: { sdkCheck: true } });
beforeEach(() => suite.provider.reset());

const WAIT_S = 2;
const CHECKS = ['handshake', 'session', 'language', 'isolation', 'back', 'bindAccount', 'openUrl'] as const;
type CheckId = (typeof CHECKS)[number];
const PROBE = 'https://example.com/';

async function openCheck(profile: string, variant?: string): Promise<Sim> {
  const sim = await openSimulator(suite, {
    profile,
    variant,
    params: { target: `${suite.stack.hostUrl}/#/sdk-check?wait=${WAIT_S}` },
  });
  await sim.w.context.route(`${PROBE}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Probe page</h1>' }));
  await sim.ui.locator('[data-check="handshake"]').waitFor();
  return sim;
}

const item = (sim: Sim, id: CheckId) => sim.ui.locator(`[data-check="${id}"]`);
async function statusOf(sim: Sim, id: CheckId): Promise<string> {
  const cls = (await item(sim, id).getAttribute('class')) ?? '';
  return /--pass/.test(cls) ? 'pass' : /--fail/.test(cls) ? 'fail' : 'waiting';
}
async function settled(sim: Sim, id: CheckId): Promise<string> {
  await sim.ui.locator(`[data-check="${id}"]:not(.uc-sdk-check__item--waiting)`).waitFor({ timeout: 20000 });
  return statusOf(sim, id);
}
const reason = (sim: Sim, id: CheckId) => item(sim, id).locator('.uc-sdk-check__reason').innerText();

/** The engineer's part: press back, then answer the openUrl question when it is asked (closing the in-app browser first). */
async function walkThrough(sim: Sim, openUrlAnswer: 'Yes' | 'No' | 'not asked') {
  await sim.ui.getByText('Press the device', { exact: false }).waitFor();
  expect(await sim.back()).toBe(true);
  expect(await settled(sim, 'back')).toBe('pass');
  await settled(sim, 'bindAccount');
  if (openUrlAnswer !== 'not asked') {
    const browser = sim.page.getByRole('dialog', { name: 'In-app browser (openUrl)' });
    await browser.waitFor();
    expect(await sim.page.evaluate(() => (window as unknown as { simulator: { openedUrl: string } }).simulator.openedUrl)).toBe(PROBE);
    await sim.page.getByRole('button', { name: 'Back' }).first().click(); // closes the in-app browser sheet only
    await browser.waitFor({ state: 'hidden' });
    await sim.ui.getByRole('button', { name: openUrlAnswer, exact: true }).click();
  }
  await settled(sim, 'openUrl');
  await sim.ui.getByRole('heading', { name: 'Done' }).waitFor();
}

const results = async (sim: Sim) => Object.fromEntries(await Promise.all(CHECKS.map(async (id) => [id, await statusOf(sim, id)])));

test('conforming SDK: every item passes, and the report names no session value', async () => {
  const sim = await openCheck('conforming');
  await walkThrough(sim, 'Yes');
  expect(await results(sim)).toEqual(Object.fromEntries(CHECKS.map((id) => [id, 'pass'])));
  expect(await reason(sim, 'language')).toContain('en-US');
  const report = await sim.ui.getByLabel('Report').inputValue();
  expect(report.split('\n').filter((l) => l.startsWith('[PASS]'))).toHaveLength(7);
  expect(await reason(sim, 'isolation')).toContain('saw no bridge, and native did not answer its init within 2 s');
  // The probe frame did call: the simulated SDK refused it, as the page's own window is the only one it hears.
  expect((await sim.calls()).filter((c) => c.method === 'init')).toHaveLength(1);
  await sim.page.locator('#log-list').getByText('init refused: not the page').waitFor();
  const session = await suite.provider.session();
  for (const secret of [session.token, session.open_id, session.mobile, session.user_id]) {
    if (secret) expect(report).not.toContain(String(secret));
  }
  expect(await sim.closed()).toBe(false); // back answered true: the simulated SDK kept the view
  await screenshot(sim.page, 'sdk-check-conforming');
  await sim.close();
});

test.each(['resend-login', 'numeric-ids'])('%s: an SDK whose habits the contract allows passes every item', async (profile) => {
  const sim = await openCheck(profile);
  await walkThrough(sim, 'Yes');
  expect(await results(sim)).toEqual(Object.fromEntries(CHECKS.map((id) => [id, 'pass'])));
  await sim.close();
});

test.each([
  // profile, variant, the item it breaks, the reason shown, what else fails because of it, the openUrl question
  ['logged-out', undefined, 'session', 'token or open_id is empty', [], 'Yes'],
  ['logged-out', 'no-answer', 'handshake', `No ucOnLogin within ${WAIT_S} s of init`, ['session', 'language', 'openUrl'], 'not asked'],
  ['numeric-ids', 'one-unusable', 'session', 'nick_name (object)', [], 'Yes'],
  ['no-bind-answer', undefined, 'bindAccount', `No ucOnResult with the callbackId within ${WAIT_S} s`, [], 'Yes'],
  ['no-openurl', undefined, 'openUrl', 'does not list openUrl in capabilities', [], 'not asked'],
  // Hosts built like the earlier reference hosts: the probe frame's init gets the player's session.
  ['open-bridge', undefined, 'isolation', "Native answered a sandboxed frame's init with ucOnLogin after", [], 'Yes'],
  // A host that answers whichever frame called: nothing reaches the main frame, the probe frame hears it itself.
  ['answers-caller', undefined, 'isolation', "Native answered the sandboxed frame itself (postMessage { source: 'uc-native' })", [], 'Yes'],
] as const)('%s (%s): %s fails — %s', async (profile, variant, failing, why, alsoFailing, openUrlAnswer) => {
  const sim = await openCheck(profile, variant);
  await walkThrough(sim, openUrlAnswer);
  const all = await results(sim);
  expect(all[failing]).toBe('fail');
  expect(await reason(sim, failing)).toContain(why);
  expect(CHECKS.filter((id) => id !== failing && all[id] === 'fail')).toEqual([...alsoFailing]);
  if (profile === 'open-bridge' || profile === 'answers-caller') {
    // The simulated SDK took init from the opaque-origin frame (the log names it) and answered it.
    expect((await sim.calls()).filter((c) => c.method === 'init' && (c as { from?: string }).from === 'null')).not.toHaveLength(0);
  }
  if (profile === 'answers-caller') await sim.page.locator('#log-list').getByText('→ the calling frame').first().waitFor();
  await sim.close();
});

/**
 * An Android host played in the browser: `UCNativeBridge` in every frame, as addJavascriptInterface puts it, or only
 * in the main frame at the user center's origin, as addWebMessageListener with that origin rule and an isMainFrame
 * check give; init is answered (ucOnLogin into the main frame) from every frame, or from the main frame only.
 */
async function openAndroidHost(kind: 'addJavascriptInterface' | 'addWebMessageListener') {
  const w = await openPage(suite.browser);
  const session = JSON.stringify(await suite.provider.session('platform=android&language=en_US'));
  const inits: { mainFrame: boolean; origin: string }[] = [];
  await w.context.exposeBinding('__androidHost', async (source, json: string) => {
    const { method } = JSON.parse(json) as { method: string };
    const mainFrame = source.frame === source.page.mainFrame();
    if (method !== 'init') return;
    inits.push({ mainFrame, origin: await source.frame.evaluate(() => String(self.origin)) });
    if (kind === 'addJavascriptInterface' || mainFrame) {
      await source.page.mainFrame().evaluate((s) => (window as unknown as { ucOnLogin(p: string): void }).ucOnLogin(s), session);
    }
  });
  await w.context.addInitScript(({ kind: k, origin }) => {
    if (k === 'addWebMessageListener' && (window !== window.top || self.origin !== origin)) return;
    const post = (window as unknown as { __androidHost(json: string): void }).__androidHost;
    (window as unknown as { UCNativeBridge: unknown }).UCNativeBridge = { postMessage: (json: string) => post(json) };
  }, { kind, origin: new URL(suite.stack.hostUrl).origin });
  await w.page.goto(`${suite.stack.hostUrl}/#/sdk-check?wait=${WAIT_S}`);
  await waitForBridge(w.page);
  return { w, inits };
}

test('Android host with addJavascriptInterface: bridge isolation fails, naming the visible UCNativeBridge and the answered init', async () => {
  const { w, inits } = await openAndroidHost('addJavascriptInterface');
  const row = w.page.locator('[data-check="isolation"]:not(.uc-sdk-check__item--waiting)');
  await row.waitFor({ timeout: 20000 });
  expect(await row.getAttribute('class')).toMatch(/--fail/);
  expect(await row.locator('.uc-sdk-check__reason').innerText()).toMatch(
    /^UCNativeBridge is visible in a sandboxed frame of another origin, and native answered its init with ucOnLogin after \d+ ms/,
  );
  expect(inits).toContainEqual({ mainFrame: false, origin: 'null' }); // the probe frame reached native
  expect(await cspViolations(w.page)).toEqual([]); // the probe ran under the host's CSP
  await w.context.close();
});

test('Android host with addWebMessageListener for the user center’s origin: bridge isolation passes', async () => {
  const { w, inits } = await openAndroidHost('addWebMessageListener');
  const row = w.page.locator('[data-check="isolation"]:not(.uc-sdk-check__item--waiting)');
  await row.waitFor({ timeout: 20000 });
  expect(await row.getAttribute('class')).toMatch(/--pass/);
  expect(await row.locator('.uc-sdk-check__reason').innerText()).toContain('saw no bridge');
  expect(inits).toEqual([{ mainFrame: true, origin: new URL(suite.stack.hostUrl).origin }]);
  expect(await cspViolations(w.page)).toEqual([]);
  await w.context.close();
});

/**
 * An iOS host played in the browser: `webkit.messageHandlers.ucNative` in every frame, as WebKit shows it. The binding's
 * return value is the handler's reply (WKScriptMessageHandlerWithReply): a host that replies to any frame with the
 * session, or one that refuses every frame but the user center's main frame (frameInfo checked) and answers that with
 * ucOnLogin, as the reference host does.
 */
async function openIosHost(kind: 'replies-to-any-frame' | 'checks-frameInfo') {
  const w = await openPage(suite.browser);
  const session = JSON.stringify(await suite.provider.session('platform=IOS&language=en_US'));
  const ucOrigin = new URL(suite.stack.hostUrl).origin;
  const inits: { mainFrame: boolean; origin: string }[] = [];
  await w.context.exposeBinding('__iosHost', async (source, message: { method: string }) => {
    if (message.method !== 'init') return null;
    const mainFrame = source.frame === source.page.mainFrame();
    const origin = await source.frame.evaluate(() => String(self.origin));
    inits.push({ mainFrame, origin });
    const trusted = mainFrame && origin === ucOrigin;
    if (!trusted && kind === 'checks-frameInfo') throw new Error('refused'); // replyHandler(nil, "refused")
    if (trusted) await source.page.mainFrame().evaluate((s) => (window as unknown as { ucOnLogin(p: string): void }).ucOnLogin(s), session);
    return kind === 'replies-to-any-frame' ? session : null;
  });
  await w.context.addInitScript(() => {
    const post = (window as unknown as { __iosHost(m: unknown): Promise<unknown> }).__iosHost;
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { ucNative: { postMessage: (m: unknown) => post(m) } } };
  });
  await w.page.goto(`${suite.stack.hostUrl}/#/sdk-check?wait=${WAIT_S}`);
  await waitForBridge(w.page);
  return { w, inits };
}

test.each([
  ['replies-to-any-frame', 'fails', 'Native answered the sandboxed frame itself (ucNative.postMessage reply)'],
  ['checks-frameInfo', 'passes', 'A sandboxed frame saw ucNative (WebKit shows it to every frame)'],
] as const)('iOS host whose handler %s: bridge isolation %s', async (kind, verdict, why) => {
  const { w, inits } = await openIosHost(kind);
  const row = w.page.locator('[data-check="isolation"]:not(.uc-sdk-check__item--waiting)');
  await row.waitFor({ timeout: 20000 });
  expect(await row.locator('.uc-sdk-check__reason').innerText()).toContain(why);
  expect(await row.getAttribute('class')).toMatch(verdict === 'passes' ? /--pass/ : /--fail/);
  expect(inits).toContainEqual({ mainFrame: false, origin: 'null' }); // the probe frame's init reached the handler
  expect(await cspViolations(w.page)).toEqual([]);
  await w.context.close();
});

test.each([
  ['ios-language', 'zh-Hant-TW', 'zh-TW'],
  ['android-language', 'zh_CN_#Hans', 'zh-CN'],
  ['android-language', 'in_ID', 'in-IN'],
])('%s %s: the language item shows the tag and the locale it resolves to (%s)', async (profile, tag, locale) => {
  const sim = await openCheck(profile, tag);
  expect(await settled(sim, 'language')).toBe('pass');
  const text = await reason(sim, 'language');
  expect(text).toContain(tag);
  expect(text).toContain(locale);
  await sim.close();
});

test('off by default: without sdkCheck the route is an unknown page', async () => {
  await suite.stack.setHostConfig({});
  try {
    const sim = await openSimulator(suite, { params: { target: `${suite.stack.hostUrl}/#/sdk-check` } });
    await sim.ui.getByText('page does not exist', { exact: false }).first().waitFor();
    expect(await sim.ui.locator('[data-check]').count()).toBe(0);
    await sim.close();
  } finally {
    await suite.stack.setHostConfig({ sdkCheck: true });
  }
});

test('the host ships bridge-contract.json: the JSON Schema generated from the contract the kernel is built on', async () => {
  const { bridgeContractJson } = require('../../build-config/bridge-contract-plugin') as { bridgeContractJson(): string };
  const res = await fetch(`${suite.stack.hostUrl}/bridge-contract.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/json/);
  expect(await res.json()).toEqual(JSON.parse(bridgeContractJson()));
});
