// Issue 15: the user center against what real game SDKs send and do, played by the simulator's SDK profiles
// (simulator/README.md "SDK profiles"), through the simulator's frame, its hardware back and its call log:
// - entry page and back: the page the client opened exits, a page reached in the app goes back, also after a second
//   ucOnLogin (same player or another), after the page reloads with native answering init again, and after a reload
//   that only restores the session;
// - session payloads with numbers, arrays, booleans and unknown fields log in; only an unusable field is dropped;
// - a logged-out launch (empty token / open_id, or no answer for 3 s) routes to the page asked for; its Login logs in;
// - iOS and Android language tags pick the right texts;
// - an SDK without openUrl gets the address to copy (the webview never leaves the user center), a conforming one opens
//   its browser.
import fs from 'fs';
import path from 'path';
import { useE2eSuite } from './support/suite';
import { screenshot } from './support/browser';
import { openSimulator, reports, type Sim } from './support/simulator-driver';

const suite = useE2eSuite();
const ROOT = path.join(__dirname, '../..');

beforeEach(() => suite.provider.reset());

/** A home tile by the start of its name (its badge follows), in the simulator's phone. */
async function tapTile(sim: Sim, name: string, hashStart: string) {
  await sim.ui.getByRole('navigation').getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
  await sim.waitForHash((h) => h.startsWith(hashStart));
}

const onHome = (sim: Sim) => sim.ui.getByRole('button', { name: 'Change Account' }).waitFor({ timeout: 30000 });
const inbox = (sim: Sim) => sim.ui.getByText('Launch gift pack').first().waitFor({ timeout: 30000 });

describe('entry page and back', () => {
  test('conforming: /index?page=mymessage — back exits and the simulator shows the view closed', async () => {
    const sim = await openSimulator(suite, { page: 'mymessage' });
    await inbox(sim);
    expect(await sim.hash()).toBe('#/mymessage');
    await sim.expectBackExits();
    await screenshot(sim.page, 'sdk-profile-entry-exit');
    expect(sim.w.pageErrors).toEqual([]);
    await sim.close();
  });

  test('conforming: home → Messages → back is home, back on home exits', async () => {
    const sim = await openSimulator(suite);
    await onHome(sim);
    await tapTile(sim, 'Messages', '#/mymessage');
    await inbox(sim);
    await sim.expectBackTo('#/');
    await sim.expectBackExits();
    await sim.close();
  });

  // What can come after the entry page is on screen: another ucOnLogin, or the page reloading with native answering init.
  const later: [string, (sim: Sim) => Promise<void>][] = [
    ['send login again (same player)', (sim) => sim.loginAgain()],
    ['switch player (another open_id)', (sim) => sim.switchPlayer()],
    ['the page reloads and native answers init again', (sim) => sim.reloadPage()],
  ];

  // The simulator's Reload page opens the view again at /index?page=mymessage (the tab's sessionStorage is kept).
  const reopen = async (sim: Sim) => {
    const inits = await sim.count('init');
    await sim.page.getByRole('button', { name: 'Reload page' }).click();
    await sim.page.waitForFunction((n) => (window as unknown as { simulator: { calls: { method: string }[] } }).simulator.calls.filter((c) => c.method === 'init').length > n, inits);
    await sim.waitForHash('#/mymessage');
    await inbox(sim);
  };

  test.each([...later, ['the simulator opens the view again (Reload page)', reopen] as [string, (sim: Sim) => Promise<void>]])('resend-login, /index?page=mymessage, then %s: back still exits', async (_what, after) => {
    const sim = await openSimulator(suite, { page: 'mymessage', profile: 'resend-login' });
    await inbox(sim);
    await after(sim);
    await sim.ui.getByRole('heading', { level: 1, name: 'My messages' }).waitFor();
    expect(await sim.hash()).toBe('#/mymessage');
    await sim.expectBackExits();
    await sim.close();
  });

  test.each(later)('resend-login, home → Messages, then %s: back is home, then home exits', async (_what, after) => {
    const sim = await openSimulator(suite, { profile: 'resend-login' });
    await onHome(sim);
    await tapTile(sim, 'Messages', '#/mymessage');
    await inbox(sim);
    await after(sim);
    await sim.ui.getByRole('heading', { level: 1, name: 'My messages' }).waitFor();
    await sim.expectBackTo('#/');
    await sim.expectBackExits();
    await sim.close();
  });

  test.each([
    ['Account', '#/manageaccount', 'Facebook'],
    ['Code box', '#/codebox', 'What do the states mean?'],
    ['FAQ', '#/faq', 'Account & Login'],
  ])('resend-login, home → %s, a second login: back is home', async (tile, hash, content) => {
    const sim = await openSimulator(suite, { profile: 'resend-login' });
    await onHome(sim);
    await tapTile(sim, tile, hash);
    await sim.ui.getByText(content).first().waitFor();
    await sim.loginAgain();
    await sim.expectBackTo('#/');
    await sim.close();
  });

  test('a reload that only restores the session (native sends nothing more): the entry page still exits, an inner page goes home, home exits', async () => {
    const entry = await openSimulator(suite, { page: 'mymessage' });
    await inbox(entry);
    await entry.page.getByRole('radio', { name: 'Logged out' }).check(); // the simulated SDK answers no more inits
    await entry.reloadPage();
    await inbox(entry);
    expect(await entry.hash()).toBe('#/mymessage');
    await entry.expectBackExits();
    await entry.close();

    const inner = await openSimulator(suite);
    await onHome(inner);
    await tapTile(inner, 'Messages', '#/mymessage');
    await inbox(inner);
    await inner.page.getByRole('radio', { name: 'Logged out' }).check();
    await inner.reloadPage();
    await inbox(inner);
    await inner.expectBackTo('#/');
    await onHome(inner);
    await inner.expectBackExits(); // home always exits
    await inner.close();
  });
});

describe('session payloads', () => {
  test('numeric-ids: numbers, an array and extra fields log the player in; nothing is reported dropped', async () => {
    const sim = await openSimulator(suite, { profile: 'numeric-ids' });
    await onHome(sim);
    await sim.ui.getByText('Aria the Brave').first().waitFor();
    await sim.ui.getByText('Role ID: 880001').first().waitFor();
    expect(await sim.ui.getByText('Not logged in').count()).toBe(0);
    // the provider accepts the calls the numbers went into
    await tapTile(sim, 'Messages', '#/mymessage');
    await inbox(sim);
    expect(await reports(sim, 'session-field-dropped')).toEqual([]);
    expect(await reports(sim, 'session-malformed')).toEqual([]);
    await sim.close();
  });

  test('numeric-ids with one unusable field: the login counts, that field alone is reported dropped', async () => {
    const sim = await openSimulator(suite, { profile: 'numeric-ids', variant: 'one-unusable' });
    await onHome(sim);
    await sim.ui.getByText('Aria the Brave').first().waitFor();
    const dropped = await reports(sim, 'session-field-dropped');
    expect(dropped.map((r) => r.field)).toEqual(['nick_name']);
    expect(await reports(sim, 'session-malformed')).toEqual([]);
    await sim.close();
  });
});

describe('logged-out launch', () => {
  test.each([
    ['faq', '#/faq', 'FAQ'],
    ['userprivacy', '#/v2/userprivacy', 'Privacy Policy'],
    ['customerservice', '#/customerservice', 'Customer Service'],
  ])('/index?page=%s shows the page to a logged-out player', async (page, hash, title) => {
    const sim = await openSimulator(suite, { page, profile: 'logged-out' });
    await sim.waitForHash((h) => h.startsWith(hash));
    await sim.ui.getByRole('heading', { level: 1, name: title }).waitFor();
    // not blank: the page shows text or its document frame under the title bar
    const main = sim.ui.locator('main').first();
    expect((await main.innerText()).trim() !== '' || (await main.locator('iframe').count()) > 0).toBe(true);
    expect(sim.w.pageErrors).toEqual([]);
    await sim.close();
  });

  test('/index?page=mymessage: log in first; its Login asks native, which logs in, and the inbox shows on the same page', async () => {
    const sim = await openSimulator(suite, { page: 'mymessage', profile: 'logged-out' });
    await sim.waitForHash('#/mymessage');
    await sim.ui.getByText('Please log in first to read your messages.').waitFor();
    await screenshot(sim.page, 'sdk-profile-logged-out-inbox');
    await sim.ui.getByRole('button', { name: 'Log in' }).click();
    await inbox(sim);
    expect(await sim.count('login')).toBe(1);
    expect(await sim.hash()).toBe('#/mymessage');
    await sim.expectBackExits(); // still the entry page
    await sim.close();
  });

  test('no answer at all: after about 3 s the page routes to /index?page=faq as a logged-out player', async () => {
    const sim = await openSimulator(suite, { page: 'faq', profile: 'logged-out', variant: 'no-answer' });
    await sim.page.waitForFunction(() => (window as unknown as { simulator: { calls: { method: string }[] } }).simulator.calls.some((c) => c.method === 'init'));
    const initAt = (await sim.calls()).find((c) => c.method === 'init')!.time;
    await sim.waitForHash((h) => h.startsWith('#/faq'));
    const routedAt = await sim.page.evaluate(() => Date.now());
    // it waited for native instead of routing at once (the contract's 3 s)
    expect(routedAt - initAt).toBeGreaterThanOrEqual(2000);
    await sim.ui.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(await sim.count('login')).toBe(0);
    await sim.close();
  });
});

describe('device language tags', () => {
  /** A text of the given language file (`ns` = shared's common or the host's), read from the sources. */
  function text(file: 'common' | 'host', lang: string, key: string): string {
    const dir = file === 'common' ? 'shared/src/i18n/locales' : 'host/src/locales';
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, dir, `${lang}.json`), 'utf8'));
    return key.split('.').reduce((o, k) => o[k], json);
  }

  test.each([
    ['ios-language', 'zh-Hant-TW', 'zh-Hant', 'zh-TW'],
    ['android-language', 'zh_TW_#Hant', 'zh-Hant', 'zh-TW'],
    ['android-language', 'zh_CN_#Hans', 'zh', 'zh-CN'],
    ['ios-language', 'th-TH', 'th', 'th-TH'],
    ['android-language', 'th_TH', 'th', 'th-TH'],
    ['ios-language', 'ja-JP', 'ja', 'ja-JP'],
    ['android-language', 'ja_JP', 'ja', 'ja-JP'],
    ['android-language', 'in_ID', 'id', 'in-IN'],
    ['android-language', 'id_ID', 'id', 'in-IN'],
    ['ios-language', 'id-ID', 'id', 'in-IN'],
  ])('%s %s → %s texts on home (%s to the provider)', async (profile, tag, lang, locale) => {
    const sim = await openSimulator(suite, { profile, variant: tag });
    await sim.ui.getByRole('heading', { level: 1, name: text('common', lang, 'title.userCenter') }).waitFor({ timeout: 30000 });
    await sim.ui.getByRole('button', { name: text('host', lang, 'home.changeAccount') }).waitFor();
    if (tag === 'zh-Hant-TW') await screenshot(sim.page, 'sdk-profile-ios-zh-Hant-TW');
    const languages = new Set((await suite.provider.requests()).filter((r) => r.path.startsWith('/open/')).map((r) => (r as { language?: string }).language));
    expect([...languages]).toEqual([locale]);
    await sim.close();
  });

  test('the Session panel\'s language still works: a bare "ja" reads Japanese', async () => {
    const sim = await openSimulator(suite, { params: { language: 'ja' } });
    await sim.ui.getByRole('heading', { level: 1, name: text('common', 'ja', 'title.userCenter') }).waitFor({ timeout: 30000 });
    await sim.ui.getByRole('button', { name: text('host', 'ja', 'home.changeAccount') }).waitFor();
    await sim.close();
  });
});

describe('openUrl', () => {
  const EVENT_URL = 'https://example.com/events/halloween';

  async function openEventLink(sim: Sim) {
    await sim.w.context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Event page</h1>' }));
    await onHome(sim);
    await tapTile(sim, 'Messages', '#/mymessage');
    await sim.ui.getByText('Halloween event is live').click();
    await sim.ui.getByTestId('message-body').getByRole('link', { name: 'See the event page' }).click();
  }

  /** The address dialog in the phone: the address, read-only, with Copy; never "Leave the user center?". */
  async function expectAddressDialog(sim: Sim, url: string) {
    const dialog = sim.ui.getByRole('dialog', { name: 'Open it in your browser' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(url);
    expect(await dialog.getByRole('textbox', { name: 'Address' }).getAttribute('readonly')).not.toBeNull();
    expect(await sim.ui.getByRole('dialog', { name: 'Leave the user center?' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Open' }).count()).toBe(0);
    expect(await sim.page.locator('#in-app-browser').isVisible()).toBe(false);
    return dialog;
  }

  test('no-openurl: a message link shows its address with Copy; the webview stays on the user center, nothing is sent', async () => {
    const sim = await openSimulator(suite, { profile: 'no-openurl' });
    let eventPageLoads = 0;
    sim.w.page.on('request', (r) => (r.url().startsWith('https://example.com/') ? (eventPageLoads += 1) : undefined));
    const simulatorOrigin = new URL(sim.page.url()).origin;
    await sim.w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: simulatorOrigin });
    await openEventLink(sim);
    const dialog = await expectAddressDialog(sim, EVENT_URL);
    await screenshot(sim.page, 'sdk-profile-no-openurl-address');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await sim.ui.getByText('Address copied. Paste it into your browser.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // what the player pastes (read by the simulator's page: the clipboard is the device's)
    expect(await sim.page.evaluate(() => navigator.clipboard.readText())).toBe(EVENT_URL);
    expect(await sim.hash()).toMatch(/^#\/messageContent/);
    expect(sim.frame().url().startsWith(suite.stack.hostUrl)).toBe(true);
    expect(await sim.count('openUrl')).toBe(0);
    expect(eventPageLoads).toBe(0);
    expect(sim.w.pageErrors).toEqual([]);
    await sim.close();
  });

  test('no-openurl: an http link in a FAQ answer shows the same dialog, its address upgraded to https; Close stays', async () => {
    await fetch(`${suite.stack.provider.url}/__control/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ texts: { faqAnswer: '<p>See <a href="http://example.com/help">the help page</a>.</p>' } }),
    });
    const sim = await openSimulator(suite, { page: 'faq', profile: 'no-openurl' });
    await sim.ui.getByRole('button', { name: 'Account & Login' }).click();
    await sim.waitForHash((h) => h.startsWith('#/faqDetails'));
    await sim.ui.getByRole('link', { name: 'the help page' }).first().click();
    const dialog = await expectAddressDialog(sim, 'https://example.com/help');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await sim.hash()).toMatch(/^#\/faqDetails/);
    expect(await sim.count('openUrl')).toBe(0);
    await sim.close();
  });

  test('conforming: the same message link opens the simulator\'s in-app browser sheet, no dialog in the page', async () => {
    const sim = await openSimulator(suite);
    await openEventLink(sim);
    await sim.page.getByRole('dialog', { name: 'In-app browser (openUrl)' }).waitFor();
    expect(await sim.page.evaluate(() => (window as unknown as { simulator: { openedUrl: string } }).simulator.openedUrl)).toBe(EVENT_URL);
    expect(await sim.ui.getByRole('dialog').count()).toBe(0);
    await sim.close();
  });
});
