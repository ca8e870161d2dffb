// Every SPEC §2 route (host/src/routes/route-table.ts, plus the configured ticket route and a 404), with the
// query a real visit carries so pages show their data and not only their empty or refused states.
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
  '/no-such-page',
];

/**
 * The history state a route is only ever reached with: strongbindingmail takes its address from the app's own 1345
 * flow (security-2 N4), never from the URL, so the visit carries what that flow puts there.
 */
const ROUTE_STATES: Record<string, unknown> = {
  '/strongbindingmail?operation=bind': { boundElsewhere: { mail: 'player@example.com' } },
};

/**
 * Hash-navigates (same document, so the browser and axe stay loaded) and waits until the page has drawn:
 * no loading indicator, and the markup unchanged for a moment (lists and remote pages arrive late).
 */
export async function visitRoute(page: Page, route: string): Promise<void> {
  await page.evaluate(
    ([hash, state]) => {
      delete (window as unknown as { __a11yLast?: unknown }).__a11yLast;
      if (state === undefined) {
        window.location.hash = hash;
        return;
      }
      // A new entry as react-router's navigate(to, { state }) writes it ({ usr, key, idx }), then the event it listens to.
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: state, key: `visit-${idx}`, idx }, '', hash);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    [`#${route}`, ROUTE_STATES[route]] as const,
  );
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
  // a page reached with its state is that page, not the flow's start it leads to without it
  if (ROUTE_STATES[route] !== undefined) expect(await page.evaluate(() => window.location.hash)).toBe(`#${route}`);
}
