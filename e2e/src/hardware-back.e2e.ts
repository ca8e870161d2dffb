// The hardware back button (window.ucOnBack(), called as native calls it) on every kind of page, SPEC §2:
// an open dialog or popup closes first and the player stays; then the page's rule — home exits, a page reached in the
// app goes back in history, a page the client opened directly (/index?page=…) exits, flows step back one page, the
// hosted ticket frame and the legal documents follow from=client, result pages and the 404 go back.
// ucOnBack answers true whenever the page acted (a close of the view is asked with `exit`), so native never closes twice.
import { useE2eSuite } from './support/suite';
import { nativeReports, openPage } from './support/browser';
import { E2E_PORT_BASE } from './support/stack';
import { portsFrom } from '../../scripts/stack';
import {
  expectBackClosesOnly, expectBackExits, expectBackTo, goTo, hashOf, openFromClient, openHome, tapTile,
} from './support/back-steps';

const PROVIDER = `http://localhost:${portsFrom(E2E_PORT_BASE).provider}/`;
const suite = useE2eSuite({ configExtra: { ticketFrames: { byApp: {}, appDefault: {}, default: `${PROVIDER}ticket-client/index.html` } } });

beforeEach(() => suite.provider.reset());


test('home: back asks the host to exit and the player stays on home', async () => {
  const w = await openHome(suite);
  await expectBackExits(w);
  expect(hashOf(w.page)).toBe('#/');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('home with the switch-account dialog open: back closes only the dialog, a second back exits', async () => {
  const w = await openHome(suite);
  await w.page.getByRole('button', { name: 'Change Account' }).click();
  const dialog = w.page.getByRole('dialog');
  await dialog.getByText('Confirm and return to the login page?').waitFor();
  await expectBackClosesOnly(w, dialog);
  expect((await w.nativeCalls()).map((c) => c.method)).not.toContain('switchAccount');
  await expectBackExits(w);
  await w.context.close();
});

test('a page reached from home goes back one page at a time, then home exits', async () => {
  const w = await openHome(suite);
  await tapTile(w.page, 'Messages', '#/mymessage');
  await w.page.getByText('Launch gift pack').click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/messageContent'));
  await expectBackTo(w, '#/mymessage');
  await expectBackTo(w, '#/');
  await w.page.getByText('Aria').first().waitFor();
  await expectBackExits(w);
  await w.context.close();
});

test('a popup on a page (code box states): back closes only the popup, then the page goes back', async () => {
  const w = await openHome(suite);
  await tapTile(w.page, 'Code box', '#/codebox');
  await w.page.getByRole('button', { name: 'What do the states mean?' }).click();
  const popup = w.page.getByRole('dialog', { name: 'Code states' });
  await popup.waitFor();
  await expectBackClosesOnly(w, popup);
  await expectBackTo(w, '#/');
  await w.context.close();
});

test('a confirmation on a sub-page (unbind): back cancels it without unbinding, then the page goes back', async () => {
  const w = await openHome(suite);
  await tapTile(w.page, 'Account', '#/manageaccount');
  await w.page.getByRole('button', { name: 'Unbind Facebook' }).click();
  const dialog = w.page.getByRole('dialog', { name: 'Unbind' });
  await dialog.waitFor();
  await expectBackClosesOnly(w, dialog);
  await w.page.getByRole('button', { name: 'Unbind Facebook' }).waitFor();
  expect((await suite.provider.requests()).filter((r) => r.path === '/open/oauth/unbinding')).toEqual([]);
  await expectBackTo(w, '#/');
  await w.context.close();
});

// Each page waits for its own content: before that the loading placeholder answers back (it exits too).
test.each([
  ['mymessage', 'Launch gift pack'],
  ['faq', 'Account & Login'],
  ['manageaccount', 'Facebook'],
  ['codebox', 'What do the states mean?'],
  ['deleteapply', 'I understand and agree'],
  ['completionprompt', 'Finish'],
  ['useragreement', 'User Agreement'],
])('opened directly by the client (/index?page=%s): back exits, the page stays', async (route, content) => {
  const w = await openFromClient(suite, route);
  await w.page.getByText(content).first().waitFor();
  await expectBackExits(w);
  await w.context.close();
});

test('opened by the client on the FAQ: details go back to the FAQ, the FAQ exits', async () => {
  const w = await openFromClient(suite, 'faq');
  await w.page.getByRole('button', { name: 'Account & Login' }).click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/faqDetails'));
  await expectBackTo(w, '#/faq');
  await expectBackExits(w);
  await w.context.close();
});

test('the client entry itself, before the login arrives: back exits', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=faq`);
  await w.page.locator('.uc-client-entry').waitFor();
  await expectBackExits(w);
  await w.context.close();
});

test('a multi-step flow steps back one page at a time (change password: new password → verify → home)', async () => {
  const w = await openHome(suite);
  const { page } = w;
  await tapTile(page, 'Change password', '#/verifyaccount');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password').waitFor();
  await expectBackTo(w, (h) => h.startsWith('#/verifyaccount'));
  await page.getByLabel('Verification code').waitFor();
  await expectBackTo(w, '#/');
  await w.context.close();
});

test('binding pages step back to account management and tell the host (2042); opened by the client they exit', async () => {
  const w = await openHome(suite);
  await tapTile(w.page, 'Account', '#/manageaccount');
  await goTo(w.page, '/bindmail');
  await w.page.getByRole('textbox').first().waitFor();
  await expectBackTo(w, '#/manageaccount');
  expect(await nativeReports(w)).toContainEqual(expect.objectContaining({ code: 2042, message: 'back to account management' }));
  await w.context.close();

  const direct = await openFromClient(suite, 'bindmail');
  await direct.page.getByRole('textbox').first().waitFor();
  await expectBackExits(direct);
  expect(await nativeReports(direct)).toContainEqual(expect.objectContaining({ code: 2042, message: 'back to game' }));
  await direct.context.close();
});

test('the hosted ticket frame: reached in the app back returns to the FAQ; opened by the client back exits', async () => {
  const w = await openHome(suite);
  await tapTile(w.page, 'FAQ', '#/faq');
  await w.page.getByRole('button', { name: 'Reply' }).click();
  await w.page.waitForURL((u) => u.hash === '#/udeskTicket');
  await w.page.frameLocator('iframe').getByRole('heading', { name: 'Ticket client (stand-in)' }).waitFor();
  await expectBackTo(w, '#/faq');
  await w.context.close();

  const direct = await openFromClient(suite, 'udeskTicket');
  await direct.page.frameLocator('iframe').getByRole('heading', { name: 'Ticket client (stand-in)' }).waitFor();
  await expectBackExits(direct);
  await direct.context.close();
});

test('legal documents: reached from home back returns home; the deletion agreement with from=client exits', async () => {
  const w = await openHome(suite);
  await tapTile(w.page, 'Privacy policy', '#/v2/userprivacy');
  await w.page.locator('iframe').waitFor();
  await expectBackTo(w, '#/');
  // from=client (title bar hidden with simple=1) exits even when reached in the app
  await goTo(w.page, '/deleteagreement?from=client&simple=1');
  await w.page.locator('iframe').waitFor();
  await expectBackExits(w);
  await w.context.close();
});

test('a result page (modification complete) and the 404 reached in the app go back', async () => {
  const w = await openHome(suite);
  await goTo(w.page, '/completionprompt');
  await w.page.getByRole('button', { name: 'Finish' }).waitFor();
  await expectBackTo(w, '#/');
  await goTo(w.page, '/no-such-page');
  await w.page.getByText('page does not exist').waitFor();
  await expectBackTo(w, '#/');
  await w.context.close();
});

test('the 404 as the first page: back exits', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/no-such-page`);
  await w.page.getByText('page does not exist').waitFor();
  await expectBackExits(w);
  await w.context.close();
});
