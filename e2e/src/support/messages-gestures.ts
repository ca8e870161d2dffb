// Real gestures for the messages remote's e2e: touch through CDP (real TouchEvents) and mouse drags.
import type { Locator, Page } from 'playwright-core';

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** A finger drag from (x0,y0) by (dx,dy) in steps; `hold` keeps the finger down at the end (mid-gesture screenshots). */
export async function touchDrag(page: Page, x0: number, y0: number, dx: number, dy: number, opts: { steps?: number; hold?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const steps = opts.steps ?? 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + (dx * i) / steps, y: y0 + (dy * i) / steps }],
    });
  }
  const release = async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
  if (opts.hold) return release;
  await release();
  return async () => undefined;
}

export async function touchSwipeLeft(page: Page, row: Locator, distance = 120) {
  const { box } = await centreOf(row);
  await touchDrag(page, box.x + box.width - 30, box.y + box.height / 2, -distance, 0);
}

export async function mouseDrag(page: Page, x0: number, y0: number, dx: number, dy: number, opts: { hold?: boolean } = {}) {
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + dx / 2, y0 + dy / 2, { steps: 5 });
  await page.mouse.move(x0 + dx, y0 + dy, { steps: 5 });
  if (!opts.hold) await page.mouse.up();
}

export async function mouseSwipeLeft(page: Page, row: Locator, distance = 120, opts: { hold?: boolean } = {}) {
  const { box } = await centreOf(row);
  await mouseDrag(page, box.x + box.width - 30, box.y + box.height / 2, -distance, 4, opts);
}
