// The account flows against the provider stand-in, opened as the SDK does: bind a phone, take over an e-mail bound
// elsewhere, unbind Facebook, change the password, forgot password, a refused toPath; screenshots of the table and
// the phone form. Issue 16: a third-party login taken over through bindNew and a bindAccount native never answers
// (both through the SDK simulator), change password without a phone, and form drafts over a reload.
import type { Page } from 'playwright-core';
import { animationsDone } from './support/settle';
import { LANDSCAPE, PORTRAIT, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { goTo, nativeMethods, openHome, setScenario, standInState } from './support/account-scenario';
import { openSimulator } from './support/simulator-driver';

const suite = useE2eSuite();
const SMALL = { width: 360, height: 640 };

beforeEach(() => suite.provider.reset());

const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function openAccountTable(viewport = PORTRAIT) {
  const w = await openHome(suite, viewport);
  await w.page.getByRole('button', { name: /^Account/ }).first().click();
  await w.page.getByRole('table', { name: 'Linked accounts' }).waitFor();
  return w;
}

test('bind a phone: country picker, code, bind; back on the table and the host told', async () => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openAccountTable();
  const { page } = w;
  await goTo(page, '/bindPhone');
  const country = page.getByLabel('Country/region');
  await page.locator('option[value="JP"]').waitFor({ state: 'attached' });
  expect(await country.inputValue()).toBe('US'); // the device's country (en_US) comes first
  await country.selectOption('JP');
  await page.getByLabel('Phone number').fill('09012345678');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('table', { name: 'Linked accounts' }).waitFor();
  expect(page.url()).toMatch(/#\/manageaccount$/);
  const state = await standInState(suite);
  expect(state.bind.mobile).toBe('09012345678');
  expect(state.sentCodes).toEqual([expect.objectContaining({ channel: 'sms', to: '09012345678', target: 'mobile_register', country: '81' })]);
  expect(await nativeMethods(w)).toContain('bindMobile');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('bind an e-mail bound elsewhere: strong binding, then back on the table with the row bound', async () => {
  await setScenario(suite, { bind: { mail: null } });
  const w = await openAccountTable();
  const { page } = w;
  await rowOf(page, 'E-mail').getByRole('button', { name: 'Bind' }).click();
  await page.getByLabel('E-mail').fill('taken@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  // 1345 on sending: the forced page, which sends the code itself as it opens
  await page.getByText('This e-mail is already bound to another account.').waitFor();
  expect(new URL(page.url()).hash).toBe('#/strongbindingmail?operation=bind'); // the address is in the entry's state only
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  expect(await page.getByLabel('E-mail').isDisabled()).toBe(true);
  await page.getByText('Sent!').waitFor({ state: 'detached' });
  await screenshot(page, 'strongbindingmail-portrait');
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('table', { name: 'Linked accounts' }).waitFor();
  const mailRow = rowOf(page, 'E-mail');
  await mailRow.getByText('Bound', { exact: true }).waitFor();
  await mailRow.getByText('t***n@example.com').waitFor();
  const requests = await suite.provider.requests();
  expect(requests.filter((r) => r.path === '/open/oauth/mail' && r.method === 'POST').map((r) => (r.payload as { forceMailBind: unknown }).forceMailBind)).toEqual([false, true]);
  expect(requests.some((r) => r.path === '/open/oauth/bindingnew')).toBe(true);
  const calls = await w.nativeCalls();
  expect(calls.filter((c) => c.method === 'report').map((c) => (c.payload as { code: number }).code)).toEqual([2666]);
  expect(calls.map((c) => c.method)).toContain('bindResult');
  expect((await standInState(suite)).bind.mail).toBe('taken@example.com');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a typed or linked strongbindingmail sends nothing and shows no address: it leads to Bind e-mail, with a word why', async () => {
  const w = await openAccountTable();
  const { page } = w;
  // what a message link or a typed address does: the route alone, with no state from the app's own 1345 flow
  await page.evaluate(() => {
    window.location.hash = '#/strongbindingmail?mail=attacker%40example.com&operation=bind';
  });
  await page.waitForFunction(() => window.location.hash === '#/bindmail');
  await page.getByText('For your security, the phone number or e-mail in this link was not used.').waitFor();
  await screenshot(page, 'strongbindingmail-linked-refused');
  expect(await page.getByLabel('E-mail').inputValue()).toBe('');
  expect(await page.getByText('This e-mail is already bound to another account.').count()).toBe(0);
  const mailSends = async () => (await suite.provider.requests()).filter((r) => r.path === '/open/oauth/mail' && r.method === 'POST');
  expect(await mailSends()).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('unbind Facebook: its own confirmation, then the row reads not bound', async () => {
  const w = await openAccountTable();
  const { page } = w;
  await page.getByRole('button', { name: 'Unbind Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unbind' });
  await dialog.getByText('Unbind your Facebook account? You will no longer be able to log in with Facebook.').waitFor();
  await animationsDone(page); // the dialog's fade-in
  await screenshot(page, 'manageaccount-unbind-confirm-portrait');
  await dialog.getByRole('button', { name: 'Unbind' }).click();
  const row = rowOf(page, 'Facebook');
  await row.getByText('Not bound').waitFor();
  await row.getByRole('button', { name: 'Bind' }).waitFor();
  await page.getByText('Unbind successful').waitFor();
  expect((await standInState(suite)).bind.Facebook).toBeUndefined();
  expect(await nativeMethods(w)).toContain('unbindOther');
  await w.context.close();
});

test('change the password from the home tile: verify, new password, completion page and logout', async () => {
  const w = await openHome(suite);
  const { page } = w;
  await page.getByRole('button', { name: /^Change password/ }).first().click();
  await page.getByRole('heading', { name: 'Change password' }).waitFor();
  expect(await page.getByRole('radio', { name: /^Phone / }).isDisabled()).toBe(true);
  await screenshot(page, 'verifyaccount-portrait');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password').waitFor();
  expect(page.url()).toMatch(/#\/changepassword$/);
  await page.getByLabel('New password').fill('Пароль2026🔥');
  await page.getByLabel('Confirm password').fill('Пароль2026🔥');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();
  await page.getByText('Password changed, please log in again').waitFor();
  expect(await nativeMethods(w)).toContain('logout');
  expect((await standInState(suite)).player.password).toBe('Пароль2026🔥');
  expect(await page.evaluate(() => sessionStorage.getItem('uc.session'))).toBeNull();
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await nativeMethods(w)).at(-1)).toBe('exit');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('forgot password end to end: lookup, verify by e-mail, set the password, no logout', async () => {
  const w = await openHome(suite);
  const { page } = w;
  await goTo(page, '/forgotpassword');
  await page.getByLabel('Phone number or e-mail').fill('13812345678');
  await page.getByRole('button', { name: 'Next' }).click();
  const byMail = page.getByRole('radio', { name: 'E-mail p****r@example.com' });
  await byMail.waitFor({ state: 'attached' });
  await page.getByText(/^E-mail p\*\*\*\*r@example.com/).click();
  await page.getByText('The code will be sent to p****r@example.com').waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Choose a new password for 13812345678.').waitFor();
  await page.getByLabel('New password').fill('Reset2026x');
  await page.getByLabel('Confirm password').fill('Reset2026y');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('The two passwords entered are inconsistent').waitFor();
  await page.getByText('The two passwords differ').waitFor({ state: 'detached' });
  await screenshot(page, 'setpassword-mismatch-portrait');
  await page.getByLabel('Confirm password').fill('Reset2026x');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();
  const state = await standInState(suite);
  expect(state.player.password).toBe('Reset2026x');
  expect(state.sentCodes).toEqual([expect.objectContaining({ channel: 'mail', to: 'player@example.com', target: 'email_forget_password' })]);
  expect(await nativeMethods(w)).not.toContain('logout');
  await w.context.close();
});

test('a toPath that is not one of our routes is refused with a clear message', async () => {
  const w = await openHome(suite);
  const { page } = w;
  await goTo(page, '/verifyaccount?toPath=javascript%3Aalert(document.domain)');
  await page.getByText('This link leads outside the user center, so it was not opened.').waitFor();
  expect(await page.getByLabel('Verification code').count()).toBe(0);
  await goTo(page, '/verifyaccount?toPath=https%3A%2F%2Fevil.example%2F');
  await page.getByText('This link leads outside the user center, so it was not opened.').waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('screenshots: manageaccount and bindPhone in portrait, landscape and on a small phone', async () => {
  for (const [shape, viewport] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE], ['small', SMALL]] as const) {
    const w = await openAccountTable(viewport);
    const { page } = w;
    await page.getByText('Real-name verified').waitFor();
    await screenshot(page, `manageaccount-${shape}`);
    await goTo(page, '/bindPhone');
    await page.locator('option[value="JP"]').waitFor({ state: 'attached' });
    await page.getByLabel('Phone number').fill('13900001111');
    await page.getByLabel('Phone number').blur();
    await screenshot(page, `bindphone-${shape}`);
    await w.context.close();
  }
  // German and Russian, the longest texts, on the narrowest phone
  for (const language of ['de_DE', 'ru_RU']) {
    const w = await openHome(suite, SMALL, `platform=ios&language=${language}&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,QQ,WeChat`);
    await goTo(w.page, '/manageaccount');
    await w.page.locator('tbody tr').first().waitFor();
    await screenshot(w.page, `manageaccount-small-${language}`);
    await goTo(w.page, '/bindPhone');
    await w.page.locator('option[value="JP"]').waitFor({ state: 'attached' });
    await screenshot(w.page, `bindphone-small-${language}`);
    await w.context.close();
  }
});

const rowIn = (ui: { locator: Page['locator']; getByRole: Page['getByRole'] }, name: string) =>
  ui.locator('tbody tr').filter({ has: ui.getByRole('rowheader', { name, exact: true }) });

test('issue 16: a provider login bound to another account is taken over through bindNew after the player agrees', async () => {
  // The simulator's SDK answers bindAccount with third_id sim-<type>-id; the stand-in has that login on another account.
  await setScenario(suite, { takenThirdParties: ['Twitter:sim-Twitter-id'] });
  const sim = await openSimulator(suite, { page: 'manageaccount' });
  const twitter = rowIn(sim.ui, 'Twitter');
  await twitter.getByRole('button', { name: 'Bind' }).click({ timeout: 30000 });
  const dialog = sim.ui.getByRole('dialog', { name: 'Twitter is bound to another account' });
  await dialog.getByText(/its original binding is removed automatically/).waitFor();
  await screenshot(sim.page, 'third-party-take-over-confirm');
  await dialog.getByRole('button', { name: 'Bind anyway' }).click();
  await twitter.getByText('Bound', { exact: true }).waitFor();
  await twitter.getByText('sim-Twitter-id').waitFor();
  const requests = await suite.provider.requests();
  const bindNew = requests.filter((r) => r.path === '/open/oauth/bindingnew');
  expect(bindNew).toHaveLength(1);
  expect(bindNew[0].payload).toMatchObject({ oauth_type: 'Twitter', third_id: 'sim-Twitter-id', access_token: 'sim-Twitter-token' });
  expect((await standInState(suite)).bind.Twitter).toBe('sim-Twitter-id');
  expect(await sim.count('bindResult')).toBe(1);
  const bindFailures = (await sim.calls()).filter((c) => c.method === 'report' && (c.payload as { code?: unknown }).code === 2043);
  expect(bindFailures).toEqual([]);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('issue 16: an SDK that never answers bindAccount: a waiting sheet with Cancel, nothing bound, 2043 reported', async () => {
  const sim = await openSimulator(suite, { page: 'manageaccount', profile: 'no-bind-answer' });
  const line = rowIn(sim.ui, 'LINE');
  await line.getByRole('button', { name: 'Bind' }).click({ timeout: 30000 });
  const sheet = sim.ui.getByRole('dialog', { name: 'Waiting for LINE' });
  await sheet.getByRole('status', { name: 'Waiting for the LINE login…' }).waitFor();
  await screenshot(sim.page, 'third-party-waiting-sheet');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await sheet.waitFor({ state: 'detached' });
  await line.getByText('Not bound').waitFor();
  const failures = (await sim.calls()).filter((c) => c.method === 'report').map((c) => c.payload as Record<string, unknown>);
  expect(failures).toEqual([expect.objectContaining({ code: 2043, status: 'fail', message: 'cancelled', authType: 'Line' })]);
  // the row can be tried again at once
  await line.getByRole('button', { name: 'Bind' }).click();
  await sheet.waitFor();
  expect(await sim.count('bindAccount')).toBe(2);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('issue 16: change password without a bound phone verifies by e-mail', async () => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openHome(suite, PORTRAIT, 'platform=android&language=en_US&mobile=0&role=1&loginTypes=Account,mobile,EmailCode');
  const { page } = w;
  await page.getByRole('button', { name: /^Change password/ }).first().click();
  const byMail = page.getByRole('radio', { name: 'E-mail p****r@example.com' });
  await byMail.waitFor({ state: 'attached' });
  expect(await byMail.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password').waitFor();
  expect(page.url()).toMatch(/#\/changepassword$/);
  expect((await standInState(suite)).sentCodes).toEqual([
    expect.objectContaining({ channel: 'mail', to: 'player@example.com', target: 'email_send_code' }),
  ]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('issue 16: bindPhone keeps the number and country over a reload of the web view, never the code', async () => {
  await setScenario(suite, { bind: { mobile: null } });
  const w = await openAccountTable();
  const { page } = w;
  await goTo(page, '/bindPhone');
  await page.locator('option[value="JP"]').waitFor({ state: 'attached' });
  await page.getByLabel('Country/region').selectOption('JP');
  await page.getByLabel('Phone number').fill('09012345678');
  await page.getByLabel('Verification code').fill('246810');
  await page.reload();
  await page.locator('option[value="JP"]').waitFor({ state: 'attached' });
  expect(await page.getByLabel('Phone number').inputValue()).toBe('09012345678');
  expect(await page.getByLabel('Country/region').inputValue()).toBe('JP');
  expect(await page.getByLabel('Verification code').inputValue()).toBe('');
  expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain('246810');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
