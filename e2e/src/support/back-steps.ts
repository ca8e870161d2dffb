// The hardware back button as native presses it (window.ucOnBack()), and what the player sees afterwards.
import type { Locator, Page } from 'playwright-core';
import { openPage, type WatchedPage } from './browser';
import { nativeLogin } from './session';
import { pendingWorkRun } from './settle';
import type { E2eSuite } from './suite';

export const BACK_SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';

/** What native does on the hardware back button: calls the page's callback and reads its answer. */
export function pressBack(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { ucOnBack: () => unknown }).ucOnBack());
}

export const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** How many times the page asked native to close the view. */
export async function exitCalls(w: WatchedPage): Promise<number> {
  return (await w.nativeCalls()).filter((c) => c.method === 'exit').length;
}

/** The SDK's way in: /index?page=…, then ucOnLogin; waits until the client entry has routed on. */
export async function openFromClient(suite: E2eSuite, page: string, viewport?: { width: number; height: number }): Promise<WatchedPage> {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=${page}`);
  await nativeLogin(w.page, await suite.provider.session(BACK_SESSION));
  await w.page.waitForFunction(() => !window.location.hash.startsWith('#/index'));
  return w;
}

/** The user center as the SDK opens it on home. */
export async function openHome(suite: E2eSuite, viewport?: { width: number; height: number }): Promise<WatchedPage> {
  const w = await openFromClient(suite, 'home', viewport);
  await w.page.getByText('Aria').first().waitFor();
  return w;
}

/** A home tile by the start of its name (the badge follows it). */
export async function tapTile(page: Page, name: string, hashStart: string) {
  await page.getByRole('navigation').getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
  await page.waitForURL((u) => u.hash.startsWith(hashStart));
}

/**
 * Navigates inside the app as the router's navigate() does: a new history entry carrying the router's {key, idx},
 * then the popstate the router listens to (the app itself never changes the hash any other way).
 */
export async function goTo(page: Page, route: string) {
  await page.evaluate((r) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = typeof state?.idx === 'number' ? state.idx + 1 : 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', `#${r}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, route);
  await page.waitForFunction((r) => window.location.hash === `#${r}`, route);
}

/** The title bar's heading: the page the player is on. */
export async function titleIs(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Back goes one step back inside the app: handled, the player lands on `hash`, no exit. */
export async function expectBackTo(w: WatchedPage, hash: string | ((h: string) => boolean)) {
  const exitsBefore = await exitCalls(w);
  expect(await pressBack(w.page)).toBe(true);
  await w.page.waitForURL((u) => (typeof hash === 'string' ? u.hash === hash : hash(u.hash)));
  expect(await exitCalls(w)).toBe(exitsBefore);
}

/** Back closes the view: handled by one `exit` call, and the page itself stays where it was. */
export async function expectBackExits(w: WatchedPage) {
  const hashBefore = hashOf(w.page);
  const exitsBefore = await exitCalls(w);
  const moves = await countHistoryMoves(w.page);
  expect(await pressBack(w.page)).toBe(true);
  expect(await exitCalls(w)).toBe(exitsBefore + 1);
  await expectNoHistoryMove(w.page, moves);
  expect(hashOf(w.page)).toBe(hashBefore);
}

/** Starts counting the page's history moves (popstate, hashchange); returns where it stood (history.state). */
export async function countHistoryMoves(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const win = window as unknown as { __ucHistoryMoves?: number };
    if (win.__ucHistoryMoves === undefined) {
      win.__ucHistoryMoves = 0;
      const count = () => {
        win.__ucHistoryMoves = (win.__ucHistoryMoves ?? 0) + 1;
      };
      window.addEventListener('popstate', count);
      window.addEventListener('hashchange', count);
    }
    return { moves: win.__ucHistoryMoves, state: JSON.stringify(history.state) };
  });
}

/**
 * No history move followed the exit: a history.back() sent with it lands as a popstate a task or more later, so the
 * counters and history.state are read after two painted frames and a task behind them, not straight after the answer.
 */
export async function expectNoHistoryMove(page: Page, before: unknown) {
  await pendingWorkRun(page);
  expect(await countHistoryMoves(page)).toEqual(before);
}

/** With a dialog or popup open, back closes only it: handled, the dialog goes, the page and its hash stay, no exit. */
export async function expectBackClosesOnly(w: WatchedPage, dialog: Locator) {
  const hashBefore = hashOf(w.page);
  const exitsBefore = await exitCalls(w);
  expect(await pressBack(w.page)).toBe(true);
  await dialog.waitFor({ state: 'detached' });
  expect(hashOf(w.page)).toBe(hashBefore);
  expect(await exitCalls(w)).toBe(exitsBefore);
}
