// Security-2 N4's last edge: the history entries behind the page keep the state a flow handed over (a phone number, an
// e-mail address) after the game logs the player out. Back onto them after ucOnLogout shows nothing of that player
// and sends nothing, whoever is on the device then (nobody, after a reload too; another player).
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { ACCOUNT_SESSION, goTo, openHome, setScenario } from './support/account-scenario';
import { nativeLogin } from './support/session';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const TAKEN_MAIL = 'taken@example.com';

beforeEach(() => suite.provider.reset());

const ucOnLogout = (page: Page) => page.evaluate(() => (window as unknown as { ucOnLogout(): void }).ucOnLogout());
const codeSends = async () =>
  (await suite.provider.requests()).filter((r) => r.method === 'POST' && ['/open/oauth/sms', '/open/oauth/mail'].includes(r.path));

/** Back one entry; resolves once the page has settled where the app leads that entry (`landsOn`). */
async function backTo(page: Page, landsOn: string) {
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction((h) => window.location.hash === h, `#${landsOn}`);
}

test('forgot password’s lookup in an entry behind, ucOnLogout, a reload, Back: the lookup again, no number, no Send', async () => {
  const w = await openHome(suite);
  const { page } = w;
  const session = await suite.provider.session(ACCOUNT_SESSION);
  await goTo(page, '/forgotpassword');
  await page.getByLabel('Phone number or e-mail').fill('13812345678');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Phone 138\*\*\*\*5678/ }).waitFor({ state: 'attached' }); // the flow's hand-over
  await goTo(page, '/');
  await page.getByText('Aria').first().waitFor();

  await ucOnLogout(page);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.reload(); // the webview reloads; native answers init for nobody logged in
  await nativeLogin(page, { ...session, token: '', open_id: '' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const sendsBefore = (await codeSends()).length;

  await backTo(page, '/forgotpassword');
  const field = page.getByLabel('Phone number or e-mail');
  await field.waitFor();
  await screenshot(page, 'history-after-logout-forgotpassword-portrait');
  expect(await field.inputValue()).toBe('');
  expect(await page.locator('body').innerText()).not.toContain('5678');
  expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
  expect((await codeSends()).length).toBe(sendsBefore);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('strongbindingmail’s address in an entry behind, ucOnLogout, another player, Back: Bind e-mail empty, no code sent', async () => {
  await setScenario(suite, { bind: { mobile: null, mail: null } });
  const w = await openHome(suite, undefined, 'platform=android&language=en_US&mobile=0&role=1&loginTypes=Account,mobile,EmailCode');
  const { page } = w;
  const session = await suite.provider.session(ACCOUNT_SESSION);
  await goTo(page, '/bindmail');
  await page.getByLabel('E-mail').fill(TAKEN_MAIL);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('This e-mail is already bound to another account.').waitFor();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor(); // the forced code went out as it opened
  expect(new URL(page.url()).hash).toBe('#/strongbindingmail?operation=bind');
  await page.getByText('Sent!').waitFor({ state: 'detached' }); // Aria's toast gone before the screenshot after Back
  await goTo(page, '/');
  await page.getByText('Aria').first().waitFor();

  await ucOnLogout(page);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  // Another player on the device (the stand-in knows only Aria, so it refuses Bo's calls: nothing of Aria's comes back)
  await nativeLogin(page, { ...session, token: 'bo-token', open_id: 'bo-open-id', user_id: '20002', nick_name: 'Bo', mobile: '' });
  await page.getByRole('button', { name: 'Change Account' }).waitFor();
  const sendsBefore = (await codeSends()).length;

  await backTo(page, '/bindmail'); // strongbindingmail without the 1345 flow's state leads to the flow's start
  const field = page.getByLabel('E-mail');
  await field.waitFor();
  await screenshot(page, 'history-after-logout-bindmail-portrait');
  expect(await field.inputValue()).toBe('');
  expect(await page.locator('body').innerText()).not.toContain(TAKEN_MAIL);
  expect((await codeSends()).slice(sendsBefore)).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
