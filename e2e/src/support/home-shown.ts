// The moment home shows the player and its tiles, in the page's own clock (resource timings use the same one): what
// was requested before home and what after it.
import type { BrowserContext, Page } from 'playwright-core';

/** Call before the page loads: an init script notes the moment the logged-in home (Aria, all tiles) is in the DOM. */
export async function noteHomeShown(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w2 = window as unknown as { __homeShownAt?: number };
    new MutationObserver((_m, observer) => {
      if (document.querySelector('[data-tile="deleteApply"]') && document.body.textContent?.includes('Aria')) {
        w2.__homeShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** When home showed (ms in the page's clock), waiting for it; and every resource's URL, initiator and start. */
export async function homeTimeline(page: Page): Promise<{ homeShownAt: number; resources: { url: string; initiator: string; start: number }[] }> {
  await page.waitForFunction(() => (window as unknown as { __homeShownAt?: number }).__homeShownAt! > 0);
  return page.evaluate(() => ({
    homeShownAt: (window as unknown as { __homeShownAt: number }).__homeShownAt,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, initiator: (e as PerformanceResourceTiming).initiatorType, start: e.startTime })),
  }));
}
