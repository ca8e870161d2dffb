// Conditions the suite waits on instead of the clock: animations finished (a frame painted as it stays), the page's
// pending work run (for "nothing happened" checks), a text that changed.
import type { Locator, Page } from 'playwright-core';

/** Every finite animation and transition in the page has finished (spinners, which never end, are left out). */
export async function animationsDone(page: Page, timeout = 10000) {
  await page.waitForFunction(
    () =>
      !document.getAnimations || // an engine without the Web Animations API: nothing to wait for
      document.getAnimations().every((a) => {
        const end = a.effect?.getComputedTiming().endTime;
        return end === Infinity || a.playState === 'finished' || a.playState === 'idle';
      }),
    undefined,
    { polling: 'raf', timeout },
  );
}

/**
 * The work a click or a message set off has run: two painted frames and a task behind them. For "nothing happened"
 * checks, together with a later marker where there is one (a request that would have gone, a positive control).
 */
export async function pendingWorkRun(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
}

/** Waits until the element's text is no longer `before` (a ticking timer, a replaced list). */
export async function textChanged(target: Locator, before: string | null, timeout = 10000) {
  const handle = await target.elementHandle();
  await target.page().waitForFunction(([el, was]) => el !== null && el.textContent !== was, [handle, before] as const, { timeout });
}

/** Resizes the viewport and waits until the page has laid itself out for it and its transitions have run. */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [size.width, size.height] as const);
  await pendingWorkRun(page);
  await animationsDone(page);
}
