// Native ends the session, through the simulator's frame: the game's logout (ucOnLogout) and Change Account take the
// player out of the page's memory and storage, a reload does not bring them back, and a stored session over a day old
// is not used (the page asks native again with init).
import { useE2eSuite } from './support/suite';
import { openSimulator, type Sim } from './support/simulator-driver';

const suite = useE2eSuite();
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => suite.provider.reset());

const loggedIn = (sim: Sim) => sim.ui.getByRole('button', { name: 'Change Account' }).waitFor({ timeout: 30000 });
const loggedOut = (sim: Sim) => sim.ui.getByRole('button', { name: 'Login' }).waitFor({ timeout: 30000 });
/** The page's keys that belong to a player: the session, drafts, code-send times. */
const playerKeys = async (sim: Sim) => (await sim.storageKeys()).filter((k) => k.startsWith('uc.'));
const sentToPage = (sim: Sim, callback: string) => sim.page.locator('.log-sent .log-method', { hasText: callback }).count();

/** What the player left in the page: a draft and a code-send time, as the account forms write them. */
async function leavePlayerData(sim: Sim) {
  await sim.frame().evaluate(() => {
    sessionStorage.setItem('uc.draft.bindMail', JSON.stringify({ mail: 'player@example.com' }));
    sessionStorage.setItem('uc.codeSend', JSON.stringify({ 'bindMail|player@example.com': Date.now() }));
  });
}

test('the game logs out (ucOnLogout): the logged-out home, no player keys in storage, and a reload stays logged out', async () => {
  const sim = await openSimulator(suite);
  await loggedIn(sim);
  await leavePlayerData(sim);
  expect(await playerKeys(sim)).toEqual(['uc.codeSend', 'uc.draft.bindMail', 'uc.session']);

  await sim.gameLogout();
  await loggedOut(sim);
  expect(await sim.ui.getByRole('button', { name: 'Change Account' }).count()).toBe(0);
  expect(await sim.ui.getByText('Not logged in').count()).toBe(1);
  expect(await playerKeys(sim)).toEqual([]);

  // The webview reloads: the page asks native with init (the game, logged out, answers nothing) and stays logged out.
  const logins = await sentToPage(sim, 'ucOnLogin');
  await sim.reloadPage();
  await loggedOut(sim);
  expect(await sentToPage(sim, 'ucOnLogin')).toBe(logins);
  expect(await sim.ui.getByRole('button', { name: 'Change Account' }).count()).toBe(0);
  expect(await playerKeys(sim)).toEqual([]);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('the game logs out while the player is on another page: that page gives way to the logged-out home (security-2 N4)', async () => {
  const sim = await openSimulator(suite);
  await loggedIn(sim);
  await sim.ui.getByRole('button', { name: /^Account\b/ }).click();
  await sim.ui.getByRole('table', { name: 'Linked accounts' }).waitFor();
  expect(await sim.frame().evaluate(() => location.hash)).toBe('#/manageaccount');

  await sim.gameLogout();
  await loggedOut(sim);
  expect(await sim.frame().evaluate(() => location.hash)).toBe('#/');
  expect(await sim.ui.getByRole('table', { name: 'Linked accounts' }).count()).toBe(0);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('Change Account: the page has forgotten the player before native answers switchAccount', async () => {
  const sim = await openSimulator(suite);
  await loggedIn(sim);
  await leavePlayerData(sim);
  const logins = await sentToPage(sim, 'ucOnLogin');
  await sim.ui.getByRole('button', { name: 'Change Account' }).click();
  await sim.ui.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // The simulated SDK shows its login page (the banner) and has not answered yet.
  await sim.page.locator('#login-offer').waitFor();
  expect(await sim.count('switchAccount')).toBe(1);
  expect(await sentToPage(sim, 'ucOnLogin')).toBe(logins);
  await loggedOut(sim);
  expect(await playerKeys(sim)).toEqual([]);
  // Native answers with the player it now holds: logged in again.
  await sim.page.locator('#login-offer-inject').click();
  await loggedIn(sim);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});

test('a stored session over a day old is not restored: the page starts logged out and asks native with init', async () => {
  // Native that answers no init (nobody picked in the simulator): only the page's own storage can log it in.
  const sim = await openSimulator(suite, { params: { session: 'off' } });
  await loggedOut(sim);
  const session = await suite.provider.session();
  await sim.page.evaluate((s) => (window as unknown as { simulator: { inject(s: unknown): Promise<boolean> } }).simulator.inject(s), session);
  await loggedIn(sim);

  // Control: a fresh stored session comes back on a reload although native says nothing.
  await sim.reloadPage();
  await loggedIn(sim);
  await leavePlayerData(sim);

  // The same session, stored 25 hours ago (written by the page's own script right before the reload).
  const inits = await sim.count('init');
  await sim.frame().evaluate((age) => {
    setTimeout(() => {
      const stored = JSON.parse(sessionStorage.getItem('uc.session')!);
      sessionStorage.setItem('uc.session', JSON.stringify({ ...stored, loginAt: Date.now() - age }));
      window.location.reload();
    }, 0);
  }, DAY + 60 * 60 * 1000);
  await sim.page.waitForFunction((n) => (window as unknown as { simulator: { calls: { method: string }[] } }).simulator.calls
    .filter((c) => c.method === 'init').length > n, inits);
  await loggedOut(sim);
  expect(await sim.ui.getByRole('button', { name: 'Change Account' }).count()).toBe(0);
  expect(await playerKeys(sim)).toEqual([]);
  expect(sim.w.pageErrors).toEqual([]);
  await sim.close();
});
