// Account deletion against the provider stand-in: apply, reactivate, the wait countdown, a refused state, the
// agreement, and logged out — opened from home as the SDK does, with screenshots of every state.
import type { Page } from 'playwright-core';
import { openPage, screenshot, PORTRAIT, LANDSCAPE } from './support/browser';
import { useE2eSuite } from './support/suite';
import { animationsDone, pendingWorkRun, textChanged } from './support/settle';
import { countHistoryMoves, expectNoHistoryMove } from './support/back-steps';
import { nativeLogin } from './support/session';
import {
  expectThisTestDecrypted, openDeleteApplyFromHome, screenshotEveryShape, setDeletionState,
} from './support/deletion-scenario';

const suite = useE2eSuite();

const APPLY = 'Apply for deletion';
const ACTIVATE = 'Apply for activation';
const APPLIED = 'You have successfully submitted the request to cancel your account. You will receive the result within 15 days.';
const ACTIVATED = 'Congrats on activating your account!';
const NOT_VALID = "We are sorry. The cancellation request you sent isn't valid. Please contact Customer Support!";
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';

// Each test sets its own deletion state; the suite's closing check sees the last test's log, so each checks its own.
beforeEach(() => suite.provider.reset());
afterEach(() => expectThisTestDecrypted(suite.provider));


/** The SDK's way in: the client entry with page=home, then ucOnLogin; home shows the nickname. */
async function openHome(query = SESSION, viewport = PORTRAIT) {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(query));
  await w.page.getByText('Aria').first().waitFor();
  return w;
}

const mainButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const agreeBox = (page: Page) => page.getByRole('checkbox', { name: 'I understand and agree' });
const deletionCalls = async (path: string) =>
  (await suite.provider.requests()).filter((r) => r.path === `/open/oauth/delete/${path}`);

test('logged out: the page says to log in first and asks nothing of the provider', async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/deleteapply`);
  const message = page.getByText('Please log in first to delete or reactivate your account.');
  await message.waitFor();
  await screenshotEveryShape(page, 'deleteapply-logged-out', () => message.waitFor());
  expect(await deletionCalls('detail')).toHaveLength(0);
  await w.context.close();
});

test('the agreement opened by the client: simple=1 has no title bar, and back exits the client', async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/deleteagreement?language=ja_JP&simple=1&from=client`);
  await page.frameLocator('iframe').getByText('Locale: ja-JP').waitFor();
  expect(await page.locator('.uc-title-bar').count()).toBe(0);
  await screenshot(page, 'deleteagreement-simple-portrait');
  const moves = await countHistoryMoves(page);
  const handled = await page.evaluate(() => (window as unknown as { ucOnBack: () => boolean }).ucOnBack());
  expect(handled).toBe(true);
  expect((await w.nativeCalls()).map((c) => c.method)).toContain('exit');
  await expectNoHistoryMove(page, moves);
  expect(page.url()).toMatch(/deleteagreement/);
  await w.context.close();
});

test('the agreement opens inside the user center in the session language, and back returns', async () => {
  const w = await openHome(SESSION.replace('language=en_US', 'language=de_DE'));
  const { page } = w;
  await openDeleteApplyFromHome(page, 'Löschung beantragen', /^Konto löschen/);
  await screenshotEveryShape(page, 'deleteapply-german', () => mainButton(page, 'Löschung beantragen').waitFor());
  await page.getByRole('link', { name: 'Vereinbarung zur Kontolöschung' }).click();
  await page.waitForURL((u) => u.hash === '#/deleteagreement?language=de-DE&simple=0');
  const frame = page.locator('iframe[title="Löschvereinbarung"]');
  expect(await frame.getAttribute('src')).toBe(`${suite.stack.provider.url}/legal/de-DE/delete_agree.html`);
  // a legal document like the others: no scripts, forms or popups in the bridged webview, no referrer
  expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
  expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  await page.frameLocator('iframe').getByText('Locale: de-DE').waitFor();
  await screenshotEveryShape(page, 'deleteagreement', () => page.frameLocator('iframe').getByText('Locale: de-DE').waitFor());
  await page.getByRole('button', { name: 'Zurück' }).first().click();
  await page.waitForURL((u) => u.hash === '#/deleteapply');
  await mainButton(page, 'Löschung beantragen').waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('apply: unticked does nothing; ticked asks, applies, goes back home and says so; reopened it offers activation', async () => {
  const w = await openHome();
  const { page } = w;
  await openDeleteApplyFromHome(page, APPLY);
  await page.getByRole('heading', { name: 'Important notice' }).waitFor();
  await screenshotEveryShape(page, 'deleteapply-allowed', () => mainButton(page, APPLY).waitFor());

  // Unticked: nothing happens.
  await mainButton(page, APPLY).click();
  await pendingWorkRun(page);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await deletionCalls('apply')).toHaveLength(0);

  await agreeBox(page).check();
  await mainButton(page, APPLY).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(/Delete this account\?/).waitFor();
  await screenshotEveryShape(page, 'deleteapply-confirm-deletion', () => confirm.waitFor());
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await page.waitForFunction(() => location.hash === '#/');
  await page.getByText(APPLIED).waitFor();
  await page.getByText('Aria').first().waitFor();
  await animationsDone(page); // the toast's fade-in
  await screenshot(page, 'deleteapply-applied-toast-on-home-portrait');
  const [applied] = await deletionCalls('apply');
  expect(applied.payload).toMatchObject({ token: 'demo-token', mobile: '13812345678', real_name: '', card_number: '' });

  // Reopened: a request is pending, so the button offers activation; confirming cancels the deletion.
  await openDeleteApplyFromHome(page, ACTIVATE);
  await page.getByText(APPLIED).waitFor({ state: 'detached' });
  await screenshotEveryShape(page, 'deleteapply-pending', () => mainButton(page, ACTIVATE).waitFor());
  await agreeBox(page).check();
  await mainButton(page, ACTIVATE).click();
  const activation = page.getByRole('dialog');
  await activation.getByText('Withdraw the deletion request and activate your account again?').waitFor();
  await screenshot(page, 'deleteapply-confirm-activation-portrait');
  await activation.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForFunction(() => location.hash === '#/');
  await page.getByText(ACTIVATED).waitFor();
  await animationsDone(page);
  await screenshot(page, 'deleteapply-activated-toast-on-home-portrait');
  expect(await deletionCalls('cancel')).toHaveLength(1);

  // And back to the start: no request pending any more.
  await openDeleteApplyFromHome(page, APPLY);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a wait: the countdown shows h:m:s, the button is inactive, and at zero a request goes through without a reload', async () => {
  await setDeletionState(suite.stack.provider.url, { appling: false, allowedApply: false, rest_time: 3725 });
  const w = await openHome();
  const { page } = w;
  await openDeleteApplyFromHome(page, APPLY);
  const timer = page.getByRole('timer');
  await timer.getByText(/^01:0[12]:\d\d$/).waitFor();
  await timer.getByText('You can request deletion again after this time.').waitFor();
  expect(await mainButton(page, APPLY).isDisabled()).toBe(true);
  await screenshotEveryShape(page, 'deleteapply-countdown', () => timer.waitFor());
  const first = await timer.locator('time').textContent();
  await textChanged(timer.locator('time'), first, 5000);
  expect(await timer.locator('time').textContent()).toMatch(/^01:0[12]:\d\d$/);

  // A short wait that ends while the page is open: the stand-in and the page both count it down.
  await page.getByRole('button', { name: 'Back' }).first().click();
  await setDeletionState(suite.stack.provider.url, { appling: false, allowedApply: false, rest_time: 3 });
  await openDeleteApplyFromHome(page, APPLY);
  await timer.waitFor();
  expect(await mainButton(page, APPLY).isDisabled()).toBe(true);
  await timer.waitFor({ state: 'detached', timeout: 6000 });
  expect(await mainButton(page, APPLY).isEnabled()).toBe(true);
  await agreeBox(page).check();
  await mainButton(page, APPLY).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.waitForFunction(() => location.hash === '#/');
  await page.getByText(APPLIED).waitFor();
  expect(await deletionCalls('detail')).toHaveLength(2); // one per opening: nothing reloaded at zero
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the countdown is right after minutes in the background', async () => {
  await setDeletionState(suite.stack.provider.url, { appling: false, allowedApply: false, rest_time: 3600 });
  const w = await openHome();
  const { page } = w;
  await page.clock.install();
  await openDeleteApplyFromHome(page, APPLY);
  const time = page.getByRole('timer').locator('time');
  await time.getByText(/^(01:00:00|00:59:5\d)$/).waitFor();
  // Seven minutes pass with timers frozen (the game in the background), then the page wakes up.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.clock.fastForward('07:00');
  await page.clock.resume();
  await time.getByText(/^00:5[23]:\d\d$/).waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('not allowed: the not-valid toast, no request, the page stays', async () => {
  await setDeletionState(suite.stack.provider.url, { appling: false, allowedApply: false, rest_time: 0 });
  const w = await openHome();
  const { page } = w;
  await openDeleteApplyFromHome(page, APPLY);
  expect(await page.getByRole('timer').count()).toBe(0);
  await agreeBox(page).check();
  await mainButton(page, APPLY).click();
  await page.getByText(NOT_VALID).waitFor();
  await animationsDone(page);
  await screenshot(page, 'deleteapply-not-allowed-toast-portrait');
  await page.setViewportSize(LANDSCAPE);
  await mainButton(page, APPLY).click();
  await page.getByText(NOT_VALID).first().waitFor();
  await animationsDone(page);
  await screenshot(page, 'deleteapply-not-allowed-toast-landscape');
  expect(page.url()).toMatch(/#\/deleteapply$/);
  expect(await deletionCalls('apply')).toHaveLength(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await w.context.close();
});

test('a refused request shows the provider text after ###', async () => {
  const w = await openHome();
  const { page } = w;
  await openDeleteApplyFromHome(page, APPLY);
  await suite.provider.fault({ path: '/open/oauth/delete/apply', kind: 'status-msg' });
  await agreeBox(page).check();
  await mainButton(page, APPLY).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Stand-in failure', { exact: true }).waitFor();
  expect(await page.getByText(/###/).count()).toBe(0);
  expect(page.url()).toMatch(/#\/deleteapply$/);
  await w.context.close();
});
