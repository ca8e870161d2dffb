// Right to left by element boxes (issue 36 point 2), in Chromium against the production builds: an Arabic player
// (ar_SA) gets dir="rtl" and every page mirrors — the title bar's back on the right, home's tiles from the right, the
// manage-account row's action at its left end, the deletion page's columns swapped in landscape, swipe right to reveal
// Delete on the left — while numbers, codes, phone numbers and e-mail addresses keep reading left to right inside the
// Arabic text.
// Screenshots (rtl-*.png) at 390×844 and 844×390.
import type { Locator, Page } from 'playwright-core';
import { openPage, PORTRAIT, LANDSCAPE, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { animationsDone, resizeTo } from './support/settle';
import { nativeLogin } from './support/session';
import { setDeletionState } from './support/deletion-scenario';
import { mouseDrag } from './support/messages-gestures';

const suite = useE2eSuite();
const AR_SESSION = 'platform=android&language=ar_SA&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
const SHAPES = [
  ['portrait', PORTRAIT],
  ['landscape', LANDSCAPE],
] as const;
// Sub-pixel rounding; anything unmirrored is off by far more.
const PX = 1.5;

beforeEach(() => suite.provider.reset());

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
}

const boxes = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const b = el.getBoundingClientRect();
      return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width };
    }),
  );
const box = async (locator: Locator): Promise<Box> => {
  const [b] = await boxes(locator.first());
  if (!b) throw new Error(`no element for ${String(locator)}`);
  return b;
};

/** The drawn left edge of each character of `text` where it first occurs inside the element, in reading order. */
function charLefts(locator: Locator, text: string): Promise<number[]> {
  return locator.first().evaluate((el, t) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let all = '';
    const nodes: { node: Text; start: number }[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push({ node: n as Text, start: all.length });
      all += n.textContent ?? '';
    }
    // the embedding marks around an isolated value are invisible: find the text with them skipped
    const visible: number[] = [];
    for (let i = 0; i < all.length; i += 1) if (!/[\u202a-\u202e\u2066-\u2069]/.test(all[i])) visible.push(i);
    const plain = visible.map((i) => all[i]).join('');
    const at = plain.indexOf(t);
    if (at < 0) throw new Error(`"${t}" not in "${plain}"`);
    return visible.slice(at, at + t.length).map((index) => {
      const owner = nodes.filter((x) => x.start <= index).pop()!;
      const range = document.createRange();
      range.setStart(owner.node, index - owner.start);
      range.setEnd(owner.node, index - owner.start + 1);
      return range.getBoundingClientRect().left;
    });
  }, text);
}

/** Strictly increasing: the characters are drawn left to right in the order they are read. */
const leftToRight = (lefts: number[]) => lefts.every((l, i) => i === 0 || l > lefts[i - 1]);

async function openArabicHome(viewport = PORTRAIT) {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(AR_SESSION));
  await w.page.getByText('Aria').first().waitFor();
  await w.page.locator('[data-tile="deleteApply"]').waitFor();
  await w.page.waitForFunction(() => document.documentElement.dir === 'rtl');
  return w;
}

/** POST /__control/scenario: the stand-in's next answers. */
async function setScenario(scenario: Record<string, unknown>) {
  const res = await fetch(`${suite.stack.provider.url}/__control/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  if (!res.ok) throw new Error(`scenario answered ${res.status}`);
}

/** Navigates inside the host as a link would, then waits for the page's heading. */
async function visit(page: Page, route: string, ready: string) {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
  await page.locator(ready).first().waitFor();
}

test('an ar_SA player: the document is dir="rtl" lang="ar"; an en_US player after them gets dir="ltr" lang="en" back', async () => {
  const w = await openArabicHome();
  const { page } = w;
  const mark = () => page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
  expect(await mark()).toEqual({ dir: 'rtl', lang: 'ar' });
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  await nativeLogin(page, await suite.provider.session(AR_SESSION.replace('language=ar_SA', 'language=en_US')));
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  expect(await mark()).toEqual({ dir: 'ltr', lang: 'en' });
  // and the layout with it: back on the left again
  const back = await box(page.locator('.uc-title-bar__back'));
  const exit = await box(page.locator('.uc-title-bar__exit'));
  expect(back.right).toBeLessThanOrEqual(exit.left + PX);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

describe.each(SHAPES)('%s', (shape, size) => {
  test('home: back on the title bar\'s right with its chevron pointing right, return-to-game on the left; avatar right, Change Account left; tiles from the right', async () => {
    const w = await openArabicHome(size);
    const { page } = w;
    await page.waitForFunction((l) => (document.querySelector('.uc-page--landscape') !== null) === l, size.width > size.height);
    const bar = await box(page.locator('.uc-title-bar'));
    const back = await box(page.locator('.uc-title-bar__back'));
    const exit = await box(page.locator('.uc-title-bar__exit'));
    expect(back.left).toBeGreaterThan(exit.right);
    expect(bar.right - back.right).toBeLessThan(back.left - bar.left);
    // the chevron is drawn mirrored: pointing towards the inline start, the right
    expect(await page.locator('.uc-title-bar__back svg').evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await page.locator('.uc-title-bar__exit svg').evaluate((el) => getComputedStyle(el).transform)).toBe('none');

    const avatar = await box(page.locator('.uc-profile .uc-avatar'));
    const action = await box(page.locator('.uc-profile__action'));
    expect(avatar.left).toBeGreaterThan(action.right);

    for (const row of await page.locator('.uc-tile-grid__row').all()) {
      const tiles = await boxes(row.locator('.uc-tile'));
      // DOM order runs right to left along each line: a tile's successor on the same line sits to its left
      for (let i = 1; i < tiles.length; i += 1) {
        if (Math.abs(tiles[i].top - tiles[i - 1].top) <= PX) expect(tiles[i].right).toBeLessThanOrEqual(tiles[i - 1].left + PX);
        else expect(tiles[i].top).toBeGreaterThan(tiles[i - 1].top);
      }
    }
    await animationsDone(page);
    await screenshot(page, `rtl-home-${shape}`);

    // a dialog: its first action (Cancel) on the right
    await page.locator('.uc-profile__action').click();
    const dialog = page.locator('.uc-dialog');
    await dialog.waitFor();
    await animationsDone(page);
    const [cancel, confirm] = await boxes(dialog.locator('.uc-dialog__actions > button'));
    expect(cancel.left).toBeGreaterThanOrEqual(confirm.right - PX);
    await screenshot(page, `rtl-dialog-${shape}`);
    await dialog.locator('.uc-dialog__actions > button').first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('manage account: each row\'s name at the right, its action at the left end; a masked e-mail reads left to right', async () => {
    // an address that starts with digits: unisolated, Arabic's paragraph would draw it "example.com@5***1"
    await setScenario({ bind: { mail: '12345@example.com' } });
    const w = await openArabicHome(size);
    const { page } = w;
    await visit(page, '/manageaccount', 'tbody tr[data-type="mail"] .uc-account-table__action .uc-button');
    const row = page.locator('tbody tr[data-type="mail"]');
    const name = await box(row.locator('th'));
    const action = await box(row.locator('.uc-account-table__action .uc-button'));
    const table = await box(page.locator('table.uc-account-table'));
    expect(name.left).toBeGreaterThan(action.right);
    expect(action.left - table.left).toBeLessThan(table.right - action.right);
    expect(leftToRight(await charLefts(row.locator('.uc-account-table__detail'), '1***5@example.com'))).toBe(true);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('bind phone: the phone and code fields are left to right, starting from the right; a toast reads right to left', async () => {
    const w = await openArabicHome(size);
    const { page } = w;
    await visit(page, '/bindPhone', 'select.uc-country-select');
    const select = page.locator('select.uc-country-select');
    await page.locator('select.uc-country-select option[value="JP"]').waitFor({ state: 'attached' });
    // the picker reads right to left, each dialling code inside it left to right ('+81', never '81+')
    expect(await select.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const labels = await select.locator('option').allTextContents();
    expect(labels.filter((l) => !/\(\u202a\+\d+\u202c\)$/.test(l))).toEqual([]);
    const tel = page.locator('input[type="tel"]');
    const code = page.locator('input[autocomplete="one-time-code"]');
    for (const input of [tel, code]) {
      expect(await input.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      expect(await input.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
    }
    // the field's label is at the right, the send button at the left of the code field
    const codeBox = await box(code);
    const send = await box(page.locator('.uc-field__trailing').first());
    expect(codeBox.left).toBeGreaterThan(send.right - PX);
    await tel.fill('+966 5 1234 5678');
    await code.fill('123456');
    await animationsDone(page);
    await screenshot(page, `rtl-bindphone-${shape}`);
    // an empty number: the toast
    await tel.fill('');
    await page.locator('.uc-field__trailing button').first().click();
    await page.locator('.uc-toast').waitFor();
    await animationsDone(page);
    expect(await page.locator('.uc-toast').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await screenshot(page, `rtl-toast-${shape}`);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('verify phone: the masked number inside the sentence reads left to right, and sits at the sentence\'s end (its left)', async () => {
    const w = await openArabicHome(size);
    const { page } = w;
    await visit(page, '/verifyphone?toPath=%2Fmodifyphone', '.uc-account-form__intro');
    const intro = page.locator('.uc-account-form__intro');
    const digits = await charLefts(intro, '138****5678');
    expect(leftToRight(digits)).toBe(true);
    // the sentence's first character (read first) is right of the whole number
    const text = (await intro.textContent())!.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
    const first = await charLefts(intro, text.slice(0, 1));
    expect(first[0]).toBeGreaterThan(Math.max(...digits));
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('code box and a message: each code reads left to right', async () => {
    const w = await openArabicHome(size);
    const { page } = w;
    await visit(page, '/codebox', '.uc-code-item__code');
    const code = page.locator('.uc-code-item__code').first();
    const text = (await code.textContent())!.trim();
    expect(leftToRight(await charLefts(code, text))).toBe(true);
    await visit(page, '/messageContent?id=1001&category=activeCode', '.uc-attachment__code');
    expect(leftToRight(await charLefts(page.locator('.uc-attachment__code'), 'GIFT-LAUNCH-2026'))).toBe(true);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('the deletion page: in landscape the notice on the right and the actions on the left; the countdown reads h:m:s left to right', async () => {
    await setDeletionState(suite.stack.provider.url, { appling: false, allowedApply: false, rest_time: 3725 });
    const w = await openArabicHome(PORTRAIT);
    const { page } = w;
    await visit(page, '/deleteapply', '.uc-deletion-countdown__time');
    await resizeTo(page, size);
    await page.waitForFunction((l) => (document.querySelector('.uc-page--landscape') !== null) === l, size.width > size.height);
    const notice = await box(page.locator('.uc-deletion-notice'));
    const actions = await box(page.locator('.uc-delete-apply__actions'));
    if (size.width > size.height) {
      expect(notice.left).toBeGreaterThanOrEqual(actions.right - PX);
      expect(Math.abs(actions.top - notice.top)).toBeLessThanOrEqual(PX);
    } else {
      expect(actions.top).toBeGreaterThanOrEqual(notice.bottom - PX);
    }
    const time = page.locator('.uc-deletion-countdown__time');
    const shown = (await time.textContent())!.trim();
    expect(shown).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(leftToRight(await charLefts(time, shown))).toBe(true);
    // the rules list's markers and indent at the right
    const rules = page.locator('.uc-deletion-notice__rules');
    expect(await rules.evaluate((el) => getComputedStyle(el).paddingRight)).not.toBe('0px');
    await animationsDone(page);
    await screenshot(page, `rtl-deletion-${shape}`);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('the inbox: a rightward swipe reveals Delete at the row\'s left; a leftward one hides it', async () => {
    const w = await openArabicHome(size);
    const { page } = w;
    await visit(page, '/mymessage', '.uc-message-item__track');
    const row = page.locator('.uc-message-item').first();
    const track = row.locator('.uc-message-item__track');
    const before = await box(track);
    await mouseDrag(page, before.left + 30, (before.top + before.bottom) / 2, 120, 4);
    await page.waitForFunction(() => document.querySelector('.uc-message-item.is-revealed') !== null);
    await animationsDone(page);
    const rowBox = await box(row);
    const del = await box(row.locator('.uc-message-item__delete'));
    const moved = await box(track);
    expect(Math.abs(del.left - rowBox.left)).toBeLessThanOrEqual(PX);
    expect(moved.left).toBeGreaterThanOrEqual(del.right - PX);
    expect(await row.locator('.uc-message-item__delete').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, `rtl-inbox-${shape}`);
    // leftward: hidden again, the row back in place
    await mouseDrag(page, moved.left + 150, (moved.top + moved.bottom) / 2, -120, 4);
    await page.waitForFunction(() => document.querySelector('.uc-message-item.is-revealed') === null);
    await animationsDone(page);
    expect(Math.abs((await box(track)).left - before.left)).toBeLessThanOrEqual(PX);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });
});
