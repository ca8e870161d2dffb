// Every SPEC §2 route and the public deletion page (host/src/routes/route-table.ts, plus the configured ticket route and
// a 404), with the query a real visit carries so pages show their data and not only their empty or refused states.
import type { Page } from 'playwright-core';

export const A11Y_ROUTES: readonly string[] = [
  '/',
  '/index?page=faq',
  '/manageaccount',
  '/verifyphone?toPath=%2Fmodifyphone',
  '/verifymail?toPath=%2Fmodifymail',
  '/modifymail',
  '/strongbindingmail?operation=bind',
  '/modifyphone',
  '/bindPhone',
  '/bindmail',
  '/changepassword',
  '/completionprompt',
  '/forgotpassword',
  '/verifyaccount',
  '/setpassword?operation=changePassword',
  '/mymessage',
  '/messageContent?id=1001&category=activeCode',
  '/messageContent?id=1004',
  '/codebox',
  '/taskCenter',
  '/balanceRecords',
  '/customerservice',
  '/useragreement',
  '/useragreementIf',
  '/v2/useragreement',
  '/userprivacy',
  '/userprivacyIf',
  '/v2/userprivacy',
  '/faq',
  '/faqDetails?id=1',
  '/putQuestion',
  '/udeskTicket',
  '/deleteapply',
  '/deleteagreement',
  '/accountdeletion?app=20001',
  '/no-such-page',
];

/**
 * Routes only ever reached through the app's own flow: strongbindingmail takes its address from the 1345 flow's history
 * state (security-2 N4), which counts only when the flow stamped it for the player on the device, so the visit walks
 * that flow (Bind e-mail with an address bound to another account, Send).
 */
const ROUTE_FLOWS: Partial<Record<string, (page: Page) => Promise<void>>> = {
  '/strongbindingmail?operation=bind': async (page) => {
    await page.evaluate(() => {
      window.location.hash = '#/bindmail';
    });
    await page.waitForFunction(() => window.location.hash === '#/bindmail');
    await page.getByLabel('E-mail', { exact: true }).fill('taken@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(() => window.location.hash === '#/strongbindingmail?operation=bind');
  },
};

/**
 * Hash-navigates (same document, so the browser and axe stay loaded) and waits until the page has drawn:
 * no loading indicator, and the markup unchanged for a moment (lists and remote pages arrive late).
 */
export async function visitRoute(page: Page, route: string): Promise<void> {
  const flow = ROUTE_FLOWS[route];
  if (flow) await flow(page);
  await page.evaluate((hash) => {
    delete (window as unknown as { __a11yLast?: unknown }).__a11yLast;
    if (window.location.hash !== hash) window.location.hash = hash;
  }, `#${route}`);
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __a11yLast?: { html: string; since: number } };
      const busy = document.querySelector('.uc-loading, [aria-busy="true"]') !== null;
      const html = document.body.innerHTML;
      const now = performance.now();
      if (busy || !document.querySelector('h1, main') || w.__a11yLast?.html !== html) {
        w.__a11yLast = { html, since: now };
        return false;
      }
      return now - w.__a11yLast.since > 400;
    },
    undefined,
    { polling: 100, timeout: 20000 },
  );
  // a page reached through its flow is that page, not the flow's start it leads to without the flow's state
  if (flow) expect(await page.evaluate(() => window.location.hash)).toBe(`#${route}`);
}
