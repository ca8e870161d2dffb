// Issue 34 point 1: the page's ARCHITECTURE.md §8 "proof" flows against the stand-in in proof mode, opened through the
// SDK simulator. Forgot password by phone and by e-mail from the masked lookup to a reset the stand-in accepts (the
// reset carried a proof; no URL, sessionStorage or localStorage ever held the proof or the full number; the sends went
// by username), change password with a proof, an expired proof (the stand-in's clock) back to a new code with the
// typed password kept, 1429 keeping the form; screenshots (and axe) of the masked verification and the set-password step;
// security-2 N4's walk (support/address-trail.ts) in proof mode.
import { runAxe } from './support/a11y-axe';
import { LANDSCAPE, openPage, PORTRAIT, screenshot } from './support/browser';
import { standInState } from './support/account-scenario';
import { addressesNaming, historyAddresses, openWatched, walkAccountFlows } from './support/address-trail';
import { everythingKept, recordTrail } from './support/page-trail';
import { nativeLogin } from './support/session';
import { openSimulator, type Sim } from './support/simulator-driver';
import type { LoggedRequest } from './support/stand-in';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite({ providerExtensions: ['proof'] });
const SMALL = { width: 360, height: 640 };
const FULL_NUMBER = '13812345678';
const TOO_MANY = 'Too many attempts. Try again in 10 minutes.';

beforeEach(() => suite.provider.reset());

/** The SDK opens the user center for a player not logged in (a launcher's "forgot password"), the trail recorded. */
async function openForgotPassword(): Promise<Sim> {
  const sim = await openSimulator(suite, { page: 'forgotpassword', profile: 'logged-out' });
  await sim.w.context.addInitScript(recordTrail, { storage: true });
  await sim.reloadPage();
  await sim.ui.getByLabel('Phone number or e-mail').waitFor();
  return sim;
}

const requestsTo = async (method: string, path: string): Promise<LoggedRequest[]> =>
  (await suite.provider.requests()).filter((r) => r.method === method && r.path === path);
const payloadOf = (r: LoggedRequest | undefined) => (r?.payload ?? {}) as Record<string, unknown>;

async function lookUp(sim: Sim, username: string) {
  await sim.ui.getByLabel('Phone number or e-mail').fill(username);
  await sim.ui.getByRole('button', { name: 'Next' }).click();
  await sim.ui.getByRole('radio', { name: 'Phone 138****5678' }).waitFor({ state: 'attached' });
}

/** `method`: the picker's choice when there are two (one alone is chosen and the picker disabled). */
async function sendAndVerify(sim: Sim, method?: RegExp) {
  if (method) await sim.ui.getByText(method).click();
  await sim.ui.getByRole('button', { name: 'Send' }).click();
  await sim.ui.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await sim.ui.getByLabel('Verification code').fill('123456');
  await sim.ui.getByRole('button', { name: 'Next' }).click();
  await sim.ui.getByLabel('New password').waitFor();
}

async function setPassword(sim: Sim, password: string) {
  await sim.ui.getByLabel('New password').fill(password);
  await sim.ui.getByLabel('Confirm password').fill(password);
  await sim.ui.getByRole('button', { name: 'Confirm' }).click();
}

test('forgot password by phone: the masked lookup, the code by username, a reset with a proof; the proof and the number never kept', async () => {
  const sim = await openForgotPassword();
  await lookUp(sim, 'player@example.com');
  // the lookup answered masked values, shown as they came and isolated
  await sim.ui.getByRole('radio', { name: 'E-mail p***@example.com' }).waitFor({ state: 'attached' });
  await sim.ui.locator('bdi', { hasText: '138****5678' }).first().waitFor();
  await sendAndVerify(sim, /^Phone 138\*\*\*\*5678/);
  await sim.ui.getByText('Choose a new password for player@example.com.').waitFor();
  await setPassword(sim, 'Reset2026x');
  await sim.ui.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();

  const [send] = await requestsTo('POST', '/open/oauth/sms');
  const [check] = await requestsTo('GET', '/open/oauth/sms');
  const [reset] = await requestsTo('POST', '/open/oauth/forget');
  expect(payloadOf(send)).toMatchObject({ username: 'player@example.com', target: 'mobile_forget_password' });
  expect(payloadOf(send)).not.toHaveProperty('mobile');
  expect(payloadOf(check)).toMatchObject({ username: 'player@example.com', target: 'mobile_forget_password', security: '123456' });
  const proof = payloadOf(reset).proof;
  expect(typeof proof === 'string' && proof.length > 0).toBe(true);
  expect(payloadOf(reset)).toMatchObject({ username: 'player@example.com', password: 'Reset2026x' });
  expect(reset.ok).toBe(true);
  expect((await standInState(suite)).player.password).toBe('Reset2026x');
  expect((await standInState(suite)).sentCodes).toEqual([
    expect.objectContaining({ channel: 'sms', to: FULL_NUMBER, target: 'mobile_forget_password' }),
  ]);

  const kept = await everythingKept(sim.frame());
  // the trail itself recorded the flow, its storage writes too (not only the address it stands on now)
  const { trail } = JSON.parse(kept) as { trail: string[] };
  expect(trail).toEqual(expect.arrayContaining([expect.stringContaining('#/verifyaccount'), expect.stringContaining('#/completionprompt')]));
  expect(kept).not.toContain(proof as string);
  expect(kept).not.toContain(FULL_NUMBER);
  expect(JSON.stringify(await sim.calls())).not.toContain(proof as string); // nothing to native: reports, telemetry
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('forgot password by e-mail: the mail code by username, a reset with the proof of the mail check', async () => {
  const sim = await openForgotPassword();
  await lookUp(sim, 'player@example.com');
  await sendAndVerify(sim, /^E-mail p\*\*\*@example\.com/);
  await setPassword(sim, 'Mail2026reset');
  await sim.ui.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();
  const [send] = await requestsTo('POST', '/open/oauth/mail');
  const [reset] = await requestsTo('POST', '/open/oauth/forget');
  expect(payloadOf(send)).toMatchObject({ username: 'player@example.com', target: 'email_forget_password' });
  expect(payloadOf(send)).not.toHaveProperty('mail');
  expect(typeof payloadOf(reset).proof).toBe('string');
  expect((await standInState(suite)).player.password).toBe('Mail2026reset');
  const kept = await everythingKept(sim.frame());
  expect(kept).not.toContain(payloadOf(reset).proof as string);
  expect(kept).not.toContain(FULL_NUMBER);
  await sim.close();
});

test('an expired proof (1401): the reason in the player’s language, back for a new code, the typed password kept', async () => {
  const sim = await openForgotPassword();
  await lookUp(sim, 'player@example.com');
  await sendAndVerify(sim, /^Phone 138\*\*\*\*5678/);
  await suite.provider.advanceClock(11 * 60 * 1000); // past the proof's 10 minutes on the stand-in's clock
  await setPassword(sim, 'Later2026x');
  await sim.ui.getByRole('alert').getByText('This verification has expired or has already been used. Get a new verification code to continue.').waitFor();
  await sim.waitForHash((h) => h.startsWith('#/verifyaccount'));
  await screenshot(sim.page, 'proof-1401-back-for-new-code');
  const refused = await requestsTo('POST', '/open/oauth/forget');
  expect(refused).toHaveLength(1);
  expect(refused[0].ok).toBe(false);
  await sim.ui.getByLabel('Verification code').fill('123456');
  await sim.ui.getByRole('button', { name: 'Next' }).click();
  await sim.ui.getByLabel('New password').waitFor();
  expect(await sim.ui.getByLabel('New password').inputValue()).toBe('Later2026x');
  expect(await sim.ui.getByLabel('Confirm password').inputValue()).toBe('Later2026x');
  await sim.ui.getByRole('button', { name: 'Confirm' }).click();
  await sim.ui.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();
  const resets = await requestsTo('POST', '/open/oauth/forget');
  expect(resets.map((r) => r.ok)).toEqual([false, true]);
  expect(payloadOf(resets[1]).proof).not.toBe(payloadOf(resets[0]).proof);
  expect((await standInState(suite)).player.password).toBe('Later2026x');
  expect(await everythingKept(sim.frame())).not.toContain('Later2026x');
  await sim.close();
});

test('1429 after five wrong codes: the provider’s message, the code and the method kept; the limit lifts on its clock', async () => {
  const sim = await openForgotPassword();
  await lookUp(sim, 'player@example.com');
  const next = sim.ui.getByRole('button', { name: 'Next' });
  for (let wrong = 1; wrong <= 5; wrong += 1) {
    await sim.ui.getByLabel('Verification code').fill(`00000${wrong}`);
    await next.click();
    await sim.ui.getByText('Verification code invalid').waitFor();
    await next.and(sim.ui.locator(':enabled')).waitFor();
    expect(await requestsTo('GET', '/open/oauth/sms')).toHaveLength(wrong);
  }
  await sim.ui.getByLabel('Verification code').fill('123456');
  await next.click();
  await sim.ui.getByText(TOO_MANY).waitFor();
  await next.and(sim.ui.locator(':enabled')).waitFor();
  expect(await sim.ui.getByLabel('Verification code').inputValue()).toBe('123456');
  expect(await sim.ui.getByRole('radio', { name: 'Phone 138****5678' }).isChecked()).toBe(true);
  expect(await sim.hash()).toMatch(/^#\/verifyaccount/);
  await suite.provider.advanceClock(10 * 60 * 1000 + 1000);
  await next.click();
  await sim.ui.getByLabel('New password').waitFor();
  await sim.close();
});

test('change password with a proof: a code to the player’s own phone, the change carries its proof', async () => {
  const sim = await openSimulator(suite);
  await sim.ui.getByRole('button', { name: /^Change password/ }).first().click({ timeout: 30000 });
  await sim.ui.getByRole('heading', { name: 'Change password' }).waitFor();
  expect(await sim.ui.getByRole('radio', { name: 'Phone 138****5678' }).isDisabled()).toBe(true);
  await sendAndVerify(sim);
  await setPassword(sim, 'Changed2026x');
  await sim.ui.getByRole('heading', { name: 'Modification complete', level: 2 }).waitFor();
  const [send] = await requestsTo('POST', '/open/oauth/sms');
  const [change] = await requestsTo('POST', '/open/oauth/password');
  expect(payloadOf(send)).toMatchObject({ mobile: FULL_NUMBER, target: 'mobile_change_password' });
  expect(payloadOf(change)).toMatchObject({ password: 'Changed2026x', open_id: 'demo-open-id', token: 'demo-token' });
  expect(typeof payloadOf(change).proof).toBe('string');
  expect(change.ok).toBe(true);
  expect((await standInState(suite)).player.password).toBe('Changed2026x');
  expect(await sim.count('logout')).toBe(1);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('security-2 N4 in proof mode: bind a phone, bind an e-mail through strongbindingmail, change and reset the password; no address, no history entry names a phone or e-mail', async () => {
  const watch = await openWatched(suite);
  await walkAccountFlows(suite, watch);
  const back = await historyAddresses(watch.page);
  const routes = watch.addresses.map((u) => new URL(u).hash.split('?')[0]);
  for (const r of ['#/bindPhone', '#/strongbindingmail', '#/verifyaccount', '#/changepassword', '#/setpassword']) expect(routes).toContain(r);
  expect(back.length).toBeGreaterThan(8);
  expect(addressesNaming(watch.addresses)).toEqual([]);
  expect(addressesNaming(back)).toEqual([]);
  const resets = (await suite.provider.requests()).filter((r) => r.method === 'POST' && r.path === '/open/oauth/forget');
  expect(typeof payloadOf(resets[0]).proof).toBe('string'); // the walk did run the proof flows
  expect(watch.w.pageErrors).toEqual([]);
  await watch.w.context.close();
});

test('screenshots: the masked verification step and the set-password step at 390×844, 844×390 and 360×640', async () => {
  for (const [name, viewport] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE], ['small', SMALL]] as const) {
    await suite.provider.reset();
    const w = await openPage(suite.browser, viewport);
    const { page } = w;
    await page.goto(`${suite.stack.hostUrl}/#/index?page=forgotpassword`);
    await nativeLogin(page, await suite.provider.session('platform=android&language=en_US&mobile=1&role=0'));
    await page.getByLabel('Phone number or e-mail').fill('player@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The code will be sent to 138****5678').waitFor();
    await screenshot(page, `proof-verify-masked-${name}`);
    if (name === 'portrait') expect(await runAxe(page)).toEqual([]);
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('New password').fill('Reset2026x');
    await page.getByLabel('Confirm password').fill('Reset2026x');
    await page.getByText('Strength: medium').waitFor();
    await screenshot(page, `proof-setpassword-${name}`);
    if (name === 'portrait') expect(await runAxe(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  }
});
