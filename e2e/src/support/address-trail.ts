// Security-2 N4: phone numbers and e-mail addresses never stand in a URL or in history. The account flows walked as a
// player does (bind a phone, bind an e-mail bound elsewhere through strongbindingmail, change the password from
// home's tile, forgot password), each page reloaded once on the way (history state survives a reload), with every
// address the page ever stood on recorded from outside (a binding, so reloads lose nothing) and, at the end, every
// history entry walked back from the last to the first.
import type { Page } from 'playwright-core';
import { openPage, PORTRAIT, type WatchedPage } from './browser';
import { setScenario, standInState } from './account-scenario';
import { recordTrail } from './page-trail';
import { nativeLogin } from './session';
import type { E2eSuite } from './suite';

/** The phone number the walk binds, and every identifier the stand-in knows for the player or the taken address. */
export const NEW_PHONE = '13712345678';
export const TAKEN_MAIL = 'taken@example.com';
export const IDENTIFIERS = [NEW_PHONE, '13812345678', '13900001111', TAKEN_MAIL, 'player@example.com'];

// A logged-in player with nothing bound yet (the session carries no mobile either).
const SESSION = 'platform=android&language=en_US&mobile=0&role=1&loginTypes=Account,mobile,EmailCode';

/** A URL as every reader would decode it (toPath nests a route, so twice more). */
function decoded(url: string): string {
  let s = url;
  for (let i = 0; i < 3; i += 1) {
    try {
      s = decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  }
  return s;
}

/** The addresses among `urls` that name any identifier (raw or however encoded). */
export function addressesNaming(urls: readonly string[], identifiers: readonly string[] = IDENTIFIERS): string[] {
  return urls.filter((u) => identifiers.some((id) => u.includes(id) || decoded(u).includes(id)));
}

export interface AddressWatch {
  w: WatchedPage;
  page: Page;
  /** Every address the page stood on so far, reloads included. */
  addresses: string[];
  /** The ucOnLogin payload native handed over. */
  session: Record<string, unknown>;
}

/** A logged-in page with nothing bound, every address recorded from its first load. */
export async function openWatched(suite: E2eSuite): Promise<AddressWatch> {
  await setScenario(suite, { bind: { mobile: null, mail: null } });
  const w = await openPage(suite.browser, PORTRAIT);
  const addresses: string[] = [];
  await w.context.exposeBinding('__ucNote', (_source, href: string) => void addresses.push(href));
  await w.context.addInitScript(recordTrail, { binding: '__ucNote' });
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  const session = (await suite.provider.session(SESSION)) as Record<string, unknown>;
  await nativeLogin(w.page, session);
  await w.page.getByText('Aria').first().waitFor();
  return { w, page: w.page, addresses, session };
}

async function goTo(page: Page, route: string) {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
  await page.waitForFunction((r) => window.location.hash === `#${r}`, route);
}

/**
 * The webview reloads the page it is on; `shown` proves the same entry came back with what its state carries.
 * `loggedOut`: native answers the reloaded page's init as it does for nobody logged in (the app's fields only).
 */
async function reloadKeeping(page: Page, shown: () => Promise<unknown>, loggedOut?: Record<string, unknown>) {
  const before = page.url();
  await page.reload();
  expect(page.url()).toBe(before);
  if (loggedOut) await nativeLogin(page, { ...loggedOut, token: '', open_id: '' });
  await shown();
}

async function sendAndEnterCode(page: Page) {
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await page.getByLabel('Verification code').fill('123456');
}

async function newPassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();
}

const table = (page: Page) => page.getByRole('table', { name: 'Linked accounts' });
const mailRow = (page: Page) =>
  page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'E-mail', exact: true }) });

/** Bind a phone, bind an e-mail bound elsewhere (1345 → strongbindingmail), change the password, forgot password. */
export async function walkAccountFlows(suite: E2eSuite, { page, session }: AddressWatch): Promise<void> {
  // bind a phone
  await goTo(page, '/manageaccount');
  await table(page).waitFor();
  await goTo(page, '/bindPhone');
  await page.getByLabel('Phone number').fill(NEW_PHONE);
  await sendAndEnterCode(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await table(page).waitFor();
  expect((await standInState(suite)).bind.mobile).toBe(NEW_PHONE);

  // bind an e-mail that is bound to another account: strongbindingmail, its address in the entry's state only
  await mailRow(page).getByRole('button', { name: 'Bind' }).click();
  await page.getByLabel('E-mail').fill(TAKEN_MAIL);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('This e-mail is already bound to another account.').waitFor();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor(); // the forced code went out as it opened
  expect(new URL(page.url()).hash).toBe('#/strongbindingmail?operation=bind');
  await reloadKeeping(page, () => page.getByLabel('E-mail').and(page.locator(`[value="${TAKEN_MAIL}"]`)).waitFor());
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await table(page).waitFor();
  await mailRow(page).getByText('Bound', { exact: true }).waitFor();
  expect((await standInState(suite)).bind.mail).toBe(TAKEN_MAIL);

  // change the password from home's tile: the bound phone in the entry's state only
  await goTo(page, '/');
  await page.getByRole('button', { name: /^Change password/ }).first().click();
  const ownPhone = page.getByRole('radio', { name: /^Phone 137\*\*\*\*5678/ });
  await ownPhone.waitFor({ state: 'attached' });
  await reloadKeeping(page, () => ownPhone.waitFor({ state: 'attached' }));
  await sendAndEnterCode(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await newPassword(page, 'Changed2026x');

  // forgot password (the change logged the player out): the lookup's answer and the account in state only
  await goTo(page, '/forgotpassword');
  await page.getByLabel('Phone number or e-mail').fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Next' }).click();
  const byMail = page.getByRole('radio', { name: /^E-mail t/ });
  await byMail.waitFor({ state: 'attached' });
  await reloadKeeping(page, () => byMail.waitFor({ state: 'attached' }), session);
  await page.getByText(/^E-mail t/).click();
  await sendAndEnterCode(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const forAccount = page.getByText(`Choose a new password for ${NEW_PHONE}.`);
  await forAccount.waitFor();
  await reloadKeeping(page, () => forAccount.waitFor(), session);
  await newPassword(page, 'Reset2026x');
  expect((await standInState(suite)).player.password).toBe('Reset2026x');
}

/**
 * Steps back through every entry of the tab's history, last to first (the walk ends on its last entry): the address
 * of each, as the next person on the device would see them pressing Back. Entries from before a reload load again.
 */
export async function historyAddresses(page: Page): Promise<string[]> {
  const here = () => page.evaluate(() => location.href);
  const seen = [await here()];
  const behind = await page.evaluate(() => history.length - 1);
  for (let i = 0; i < behind; i += 1) {
    const before = await here();
    await page.goBack({ waitUntil: 'commit' });
    // The window's own address, once it left `before` (each entry is a step of its own): an entry the app rewrites in
    // place on arrival (a hand-over for a player who left) can report a same-document change before Back's does.
    await page.waitForFunction((b) => location.href !== b, before);
    seen.push(await here());
  }
  return seen;
}
