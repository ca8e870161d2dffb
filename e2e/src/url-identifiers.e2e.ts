// Security-2 N4 with a SPEC §7 provider (no extensions): phone numbers and e-mail addresses never stand in a URL or in
// history. The account flows (bind a phone, bind an e-mail bound elsewhere, change the password from home, forgot
// password), each reloaded on the way, leave none in any address the page had nor in any history entry; an old link
// or a bookmark that still names one acts for nobody, loses nothing and says so. (The same walk in proof mode:
// proof.e2e.ts.)
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { ACCOUNT_SESSION, openHome, standInState } from './support/account-scenario';
import { addressesNaming, historyAddresses, openWatched, walkAccountFlows } from './support/address-trail';
import { nativeLogin } from './support/session';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const NOTICE = 'For your security, the phone number or e-mail in this link was not used.';

beforeEach(() => suite.provider.reset());

test('bind a phone, bind an e-mail through strongbindingmail, change and reset the password: no address, no history entry names a phone or e-mail', async () => {
  const watch = await openWatched(suite);
  await walkAccountFlows(suite, watch);
  const back = await historyAddresses(watch.page);

  const routes = watch.addresses.map((u) => new URL(u).hash.split('?')[0]);
  for (const r of ['#/bindPhone', '#/bindmail', '#/strongbindingmail', '#/verifyaccount', '#/changepassword', '#/setpassword']) {
    expect(routes).toContain(r); // the trail did record every flow
  }
  expect(back.length).toBeGreaterThan(8);
  expect(addressesNaming(watch.addresses)).toEqual([]);
  expect(addressesNaming(back)).toEqual([]);
  expect(watch.w.pageErrors).toEqual([]);
  await watch.w.context.close();
});

/** Sets the address as a link or a typed URL would, then waits for the page's own address. */
async function openLink(page: Page, route: string, landsOn: string) {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
  await page.waitForFunction((h) => window.location.hash === h, `#${landsOn}`);
}

test('an old link or a bookmark that names a phone number or e-mail acts for nobody, loses nothing and says so', async () => {
  const w = await openHome(suite);
  const { page } = w;
  const sends = async (path: string) => (await suite.provider.requests()).filter((r) => r.method === 'POST' && r.path === path);

  // the change-password link: the player's own bound phone, not the one it names
  await openLink(
    page,
    '/verifyaccount?title=Change%20password&mobile=13900001111&mobileVerify=mobile_change_password&operation=changePassword',
    '/verifyaccount?title=Change%20password&mobileVerify=mobile_change_password&operation=changePassword',
  );
  await page.getByText(NOTICE).waitFor();
  await page.getByRole('radio', { name: /^Phone 138\*\*\*\*5678/ }).waitFor({ state: 'attached' });
  await screenshot(page, 'identifier-ignored-verifyaccount-portrait');
  expect(await page.getByText(/139\*\*\*\*1111/).count()).toBe(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  expect((await standInState(suite)).sentCodes).toEqual([expect.objectContaining({ channel: 'sms', to: '13812345678' })]);

  // a reset link for someone's account: the lookup, where the player types their own
  await page.getByText(NOTICE).waitFor({ state: 'detached' });
  await openLink(page, '/setpassword?operation=forgotPassword&account=player%40example.com', '/forgotpassword');
  await page.getByLabel('Phone number or e-mail').waitFor();
  await page.getByText(NOTICE).waitFor();
  expect(await page.getByLabel('New password').count()).toBe(0);
  expect(await sends('/open/oauth/forget')).toEqual([]);

  // a strongbindingmail link with an attacker's address: the bind flow's start, nothing sent
  await page.getByText(NOTICE).waitFor({ state: 'detached' });
  await openLink(page, '/strongbindingmail?mail=attacker%40example.com&operation=bind', '/bindmail');
  await page.getByText(NOTICE).waitFor();
  expect(await page.getByLabel('E-mail').inputValue()).toBe('');
  expect(await sends('/open/oauth/mail')).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the client entry opens the page without the phone number its page= named', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=verifyaccount&mobile=13900001111&operation=changePassword`);
  await nativeLogin(w.page, await suite.provider.session(ACCOUNT_SESSION));
  await w.page.waitForFunction(() => window.location.hash === '#/verifyaccount?operation=changePassword');
  await w.page.getByRole('radio', { name: /^Phone 138\*\*\*\*5678/ }).waitFor({ state: 'attached' });
  expect(await w.page.getByText(/139\*\*\*\*1111/).count()).toBe(0);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
