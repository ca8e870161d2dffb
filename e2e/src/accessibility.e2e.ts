// Issue 10.1: every route, logged in, in portrait and landscape, has no critical or serious axe finding
// (WCAG 2.0/2.1 A and AA, light theme) and no touch target under 44×44 CSS px; a confirm dialog and a
// popup take focus in, keep it there under Tab, and give it back on close, driven by the keyboard only.
import type { Page } from 'playwright-core';
import { openPage, screenshot, PORTRAIT, LANDSCAPE, type WatchedPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { runAxe, isBlocking, describeFindings, type AxeFinding } from './support/a11y-axe';
import { smallTargets } from './support/a11y-targets';
import { A11Y_ROUTES, visitRoute } from './support/a11y-routes';

const suite = useE2eSuite();
let w: WatchedPage;

beforeAll(async () => {
  w = await openPage(suite.browser, PORTRAIT);
  await w.page.emulateMedia({ colorScheme: 'light' });
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session('platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google'));
  await w.page.getByText('Aria').waitFor();
});

afterAll(async () => {
  await w?.context.close();
});

// pages this work changed (contrast, unbind button name, agreement link target, focusable scroll area): looked at
const SCREENSHOT_ROUTES = ['/manageaccount', '/deleteapply', '/codebox', '/taskCenter', '/faqDetails?id=1'];

/** Counts by rule and impact, for the run's log (what the report quotes). */
function tally(all: AxeFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of all) counts[`${f.rule} (${f.impact})`] = (counts[`${f.rule} (${f.impact})`] ?? 0) + 1;
  return counts;
}

async function checkEveryRoute(page: Page, shape: string) {
  const problems: string[] = [];
  const all: AxeFinding[] = [];
  const headings: string[] = [];
  for (const route of A11Y_ROUTES) {
    await visitRoute(page, route);
    headings.push(`${route} → ${await page.evaluate(() => document.querySelector('h1')?.textContent ?? '(no title bar)')}`);
    const findings = await runAxe(page);
    all.push(...findings);
    problems.push(...describeFindings(`${shape} ${route}`, findings.filter(isBlocking)));
    if (SCREENSHOT_ROUTES.includes(route)) await screenshot(page, `a11y-${route.slice(1).split('?')[0]}-${shape}`);
    for (const t of await smallTargets(page)) problems.push(`${shape} ${route}: target ${t.width}×${t.height} px < 44 — ${t.what}`);
  }
  console.log(`axe ${shape}: ${A11Y_ROUTES.length} routes, findings by rule`, tally(all), headings);
  return problems;
}

test.each([
  ['portrait', PORTRAIT],
  ['landscape', LANDSCAPE],
])('every route in %s: no critical or serious axe finding, every touch target ≥ 44 px', async (shape, viewport) => {
  await w.page.setViewportSize(viewport);
  const problems = await checkEveryRoute(w.page, shape);
  expect(problems.join('\n')).toBe('');
  expect(w.pageErrors).toEqual([]);
});

/** Where keyboard focus is: inside the open dialog, and its accessible name. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    return {
      inDialog: !!dialog && !!active && dialog.contains(active),
      name: active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : '',
    };
  });
}

async function expectFocusTrapped(page: Page) {
  expect((await focusState(page)).inDialog).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect((await focusState(page)).inDialog).toBe(true);
  }
}

/** Visits the route, focuses the opener and presses Enter: the dialog it opens. */
async function openByKeyboard(page: Page, viewport: typeof PORTRAIT, route: string, openerName: string) {
  await page.setViewportSize(viewport);
  await visitRoute(page, route);
  await page.getByRole('button', { name: openerName }).focus();
  await page.keyboard.press('Enter');
  return page.getByRole('dialog');
}

test('confirm dialog (switch account): focus moves in, Tab stays inside, Escape closes and focus returns', async () => {
  const { page } = w;
  const dialog = await openByKeyboard(page, PORTRAIT, '/', 'Change Account');
  await dialog.getByText('Confirm and return to the login page?').waitFor();
  await expectFocusTrapped(page);
  const findings = (await runAxe(page)).filter(isBlocking);
  expect(describeFindings('confirm dialog', findings)).toEqual([]);
  await screenshot(page, 'a11y-confirm-dialog-portrait');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect((await focusState(page)).name).toBe('Change Account');
  // Cancel by keyboard too: focus returns the same way
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.press('Shift+Tab');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  expect((await focusState(page)).name).toBe('Change Account');
});

test('popup (code box states): focus moves in, Tab stays inside, the close button gives focus back', async () => {
  const { page } = w;
  const popup = await openByKeyboard(page, LANDSCAPE, '/codebox', 'What do the states mean?');
  await popup.waitFor();
  await expectFocusTrapped(page);
  const findings = (await runAxe(page)).filter(isBlocking);
  expect(describeFindings('code box popup', findings)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await screenshot(page, 'a11y-popup-landscape');
  await popup.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await popup.waitFor({ state: 'detached' });
  expect((await focusState(page)).name).toBe('What do the states mean?');
  await page.setViewportSize(PORTRAIT);
});

test('toasts are announced: the toast host is a polite live region that is on the page before any toast', async () => {
  const { page } = w;
  await visitRoute(page, '/bindmail');
  const region = page.locator('[aria-live="polite"]').filter({ has: page.locator('.uc-toast') }).or(page.locator('.uc-toast-host'));
  expect(await region.first().getAttribute('aria-live')).toBe('polite');
  await page.getByLabel('E-mail', { exact: true }).fill(''); // the draft of strongbindingmail's visit (its 1345 flow) goes
  await page.getByRole('button', { name: 'Send' }).first().click();
  const toast = page.locator('.uc-toast-host .uc-toast');
  await toast.first().waitFor();
  expect((await toast.first().textContent())?.trim()).not.toBe('');
});

test('states a visit alone does not show: an inline field error and the "Claimed" popup, in both orientations', async () => {
  const { page } = w;
  const problems: string[] = [];
  const check = async (where: string) => {
    for (const shape of [['portrait', PORTRAIT], ['landscape', LANDSCAPE]] as const) {
      await page.setViewportSize(shape[1]);
      problems.push(...describeFindings(`${shape[0]} ${where}`, (await runAxe(page)).filter(isBlocking)));
      for (const t of await smallTargets(page)) problems.push(`${shape[0]} ${where}: target ${t.width}×${t.height} px < 44 — ${t.what}`);
    }
    await page.setViewportSize(PORTRAIT);
  };
  await visitRoute(page, '/changepassword');
  await page.getByLabel('New password').fill('abc12345');
  await page.getByLabel('Confirm password').fill('abc12346');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('The two passwords entered are inconsistent').waitFor();
  await check('/changepassword with a field error');
  await screenshot(page, 'a11y-field-error-portrait');

  await visitRoute(page, '/messageContent?id=1001&category=activeCode');
  const claim = page.getByRole('button', { name: 'Claim', exact: true });
  await claim.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Claimed' });
  await popup.waitFor();
  await expectFocusTrapped(page);
  await check('/messageContent "Claimed" popup');
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  expect(problems.join('\n')).toBe('');
});

