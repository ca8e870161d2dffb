// Layout by element boxes in Chromium against the production builds: what the jsdom tests can only name (a class, an
// inline width, a cell count) is measured here as drawn — the deletion page stacked or side by side, home's tiles N to
// a line, the FAQ types three to a row — in portrait 390×844, landscape 844×390 and on a 360×640 phone; each measured
// part is also compared, as a picture, with its baseline (support/pixels.ts).
import type { Locator, Page } from 'playwright-core';
import { openPage, PORTRAIT, LANDSCAPE } from './support/browser';
import { expectMatchesBaseline } from './support/pixels';
import { useE2eSuite } from './support/suite';
import { resizeTo } from './support/settle';
import { nativeLogin } from './support/session';
import { openDeleteApplyFromHome, setDeletionState, SMALL_PHONE } from './support/deletion-scenario';

const suite = useE2eSuite();
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
const SHAPES = [
  ['portrait 390×844', PORTRAIT],
  ['landscape 844×390', LANDSCAPE],
  ['small phone 360×640', SMALL_PHONE],
] as const;
const shapeName = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

/**
 * The measured part (or the screen, for a page taller than it: a part beyond the screen is not drawn in its picture)
 * as drawn, no caret, animations at their end, against its baseline.
 */
async function expectLooksAsBefore(part: Locator | Page, name: string) {
  expectMatchesBaseline(name, await part.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }));
}
// Sub-pixel rounding of percentages and fr tracks; anything broken is off by far more.
const PX = 1.5;

beforeEach(() => suite.provider.reset());

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
}

/** The drawn boxes of every element the locator matches, in document order. */
function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const b = el.getBoundingClientRect();
      return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width };
    }),
  );
}

const box = async (locator: Locator): Promise<Box> => (await boxes(locator))[0];

/** Boxes grouped into lines by their top edge, top to bottom, each left to right. */
function lines(list: Box[]): Box[][] {
  const out: Box[][] = [];
  for (const b of [...list].sort((x, y) => x.top - y.top || x.left - y.left)) {
    const line = out.find((l) => Math.abs(l[0].top - b.top) <= PX);
    if (line) line.push(b);
    else out.push([b]);
  }
  return out.map((l) => l.sort((x, y) => x.left - y.left));
}

/** Pairs of boxes whose areas overlap by more than rounding. */
function overlaps(list: Box[]): string[] {
  const found: string[] = [];
  list.forEach((a, i) =>
    list.slice(i + 1).forEach((b, j) => {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > PX && y > PX) found.push(`#${i} and #${i + 1 + j}`);
    }),
  );
  return found;
}

const insideWidth = (list: Box[], width: number) => list.filter((b) => b.left < -PX || b.right > width + PX);

/** The SDK's way in: the client entry with page=home, then ucOnLogin; home shows the player and its tiles. */
async function openHome(viewport: { width: number; height: number }) {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(SESSION));
  await w.page.getByText('Aria').first().waitFor();
  await w.page.locator('[data-tile="deleteApply"]').waitFor();
  return w;
}

async function landscapeDrawn(page: Page, landscape: boolean) {
  await page.waitForFunction((l) => (document.querySelector('.uc-page--landscape') !== null) === l, landscape);
}

describe('the deletion page', () => {
  test.each(SHAPES)('%s: the notice above the actions in portrait, beside them (3 : 2, the button on screen) in landscape', async (_name, size) => {
    await setDeletionState(suite.stack.provider.url, { appling: false, allowedApply: true, rest_time: 0 });
    const w = await openHome(PORTRAIT);
    const { page } = w;
    await openDeleteApplyFromHome(page, 'Apply for deletion');
    await resizeTo(page, size);
    const landscape = size.width > size.height;
    await landscapeDrawn(page, landscape);

    const body = await box(page.locator('.uc-delete-apply__body'));
    const notice = await box(page.locator('.uc-deletion-notice'));
    const actions = await box(page.locator('.uc-delete-apply__actions'));
    expect(insideWidth([body, notice, actions], size.width)).toEqual([]);
    if (landscape) {
      // one line: the actions start right of the notice, level with it
      expect(actions.left).toBeGreaterThanOrEqual(notice.right - PX);
      expect(Math.abs(actions.top - notice.top)).toBeLessThanOrEqual(PX);
      expect(notice.width / actions.width).toBeCloseTo(3 / 2, 1);
      // the point of the arrangement: the main button is on screen without scrolling
      const button = await box(page.getByRole('button', { name: 'Apply for deletion', exact: true }));
      expect(button.bottom).toBeLessThanOrEqual(size.height);
    } else {
      // one column: the actions below the notice, both the body's full width
      expect(actions.top).toBeGreaterThanOrEqual(notice.bottom - PX);
      for (const b of [notice, actions]) {
        expect(Math.abs(b.left - body.left)).toBeLessThanOrEqual(PX);
        expect(Math.abs(b.width - body.width)).toBeLessThanOrEqual(PX);
      }
    }
    // the screen as the page opens: the notice, and the actions below or beside it
    await expectLooksAsBefore(page, `chromium-deletion-${shapeName(size)}`);
    await w.context.close();
  });
});

describe('home', () => {
  test.each(SHAPES)('%s: each row\'s tiles floor(200/n)% (portrait) or floor(100/n)% (landscape) of it, N to a line, centred, on screen, apart', async (_name, size) => {
    const w = await openHome(size);
    const { page } = w;
    const landscape = size.width > size.height;
    await landscapeDrawn(page, landscape);
    const rows = page.locator('.uc-tile-grid__row');
    // the unread counts come with their own call (the seed has two): drawn before the picture
    await page.waitForFunction(() => document.querySelectorAll('.uc-tile__badge').length === 2);
    // the stand-in's config: 5 tiles in items1, 6 in items2
    expect(await rows.locator('.uc-tile').count()).toBe(11);
    const perLine: number[][] = [];
    for (const row of await rows.all()) {
      const rowBox = await box(row);
      const tiles = await boxes(row.locator('.uc-tile'));
      const n = tiles.length;
      const percent = Math.min(100, Math.floor((landscape ? 100 : 200) / n));
      for (const t of tiles) expect(Math.abs(t.width - (rowBox.width * percent) / 100)).toBeLessThanOrEqual(PX);
      const drawn = lines(tiles);
      perLine.push(drawn.map((l) => l.length));
      // each line centred in its row
      for (const l of drawn) {
        const left = Math.min(...l.map((t) => t.left)) - rowBox.left;
        const right = rowBox.right - Math.max(...l.map((t) => t.right));
        expect(Math.abs(left - right)).toBeLessThanOrEqual(PX);
      }
      expect(insideWidth(tiles, size.width)).toEqual([]);
      expect(overlaps(tiles)).toEqual([]);
    }
    // 5 and 6 tiles: one line each in landscape; in portrait two lines of tiles (40% → 2 a line, 33% → 3 a line)
    expect(perLine).toEqual(landscape ? [[5], [6]] : [[2, 2, 1], [3, 3]]);
    await expectLooksAsBefore(page.locator('.uc-tile-grid'), `chromium-home-tiles-${shapeName(size)}`);
    await w.context.close();
  });
});

describe('the FAQ', () => {
  test.each(SHAPES)('%s: the types three to a row, equal cells, the 4th on a new row, on the screen', async (_name, size) => {
    const w = await openHome(size);
    const { page } = w;
    await page.getByRole('button', { name: /^FAQ/ }).first().click();
    await page.waitForURL((u) => u.hash === '#/faq');
    await page.getByRole('button', { name: 'Account & Login' }).waitFor();
    await landscapeDrawn(page, size.width > size.height);

    const grid = await box(page.locator('.uc-faq-grid__cells'));
    // the stand-in's 7 types, padded with 2 blank cells
    const cells = await boxes(page.locator('.uc-faq-grid__cell'));
    expect(cells).toHaveLength(9);
    const rows = lines(cells);
    expect(rows.map((r) => r.length)).toEqual([3, 3, 3]);
    // three cells share a top edge; the 4th starts a new row below the first, at its left edge
    expect(Math.abs(cells[1].top - cells[0].top)).toBeLessThanOrEqual(PX);
    expect(Math.abs(cells[2].top - cells[0].top)).toBeLessThanOrEqual(PX);
    expect(cells[3].top).toBeGreaterThanOrEqual(cells[0].bottom - PX);
    expect(Math.abs(cells[3].left - cells[0].left)).toBeLessThanOrEqual(PX);
    // equal columns across the grid, left to right
    for (const c of cells) expect(Math.abs(c.width - cells[0].width)).toBeLessThanOrEqual(PX);
    expect(cells[0].width * 3).toBeGreaterThan(grid.width - 10);
    for (const r of rows) {
      expect(r[0].right).toBeLessThanOrEqual(r[1].left + PX);
      expect(r[1].right).toBeLessThanOrEqual(r[2].left + PX);
    }
    expect(insideWidth(cells, size.width)).toEqual([]);
    expect(overlaps(cells)).toEqual([]);
    await expectLooksAsBefore(page.locator('.uc-faq-grid__cells'), `chromium-faq-types-${shapeName(size)}`);
    await w.context.close();
  });
});
