// Driving the SDK simulator as a tester does: pick an SDK profile by URL, watch the framed user center, press the
// simulator's hardware back, and read its call log (simulator/README.md "Test API").
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { openPage, type WatchedPage } from './browser';
import type { E2eSuite } from './suite';
import { until } from './until';

type SimCall = { time: number; method: string; payload?: unknown };
interface SimulatorApi {
  calls: SimCall[];
  backAnswers: unknown[];
  sendBack(): void;
  loginAgain(): Promise<boolean>;
  switchPlayer(): Promise<boolean>;
  gameLogout(): boolean;
  openedUrl: string;
}

export interface SimulatorSetup {
  /** What the SDK opens: /index?page=<page> (default home). */
  page?: string;
  profile?: string;
  variant?: string;
  /** Other simulator parameters, e.g. { language: 'ja' } or { session: 'off' }. */
  params?: Record<string, string>;
}

/** The simulator's address on this stack for a setup (the parameters a link would carry). */
export function simulatorUrl(suite: E2eSuite, setup: SimulatorSetup = {}): string {
  const q = new URLSearchParams({
    target: `${suite.stack.hostUrl}/#/index?page=${setup.page ?? 'home'}`,
    provider: suite.stack.provider.url,
    ...(setup.profile ? { profile: setup.profile } : {}),
    ...(setup.variant ? { variant: setup.variant } : {}),
    ...setup.params,
  });
  return `http://localhost:${suite.stack.ports.simulator}/?${q}`;
}

export interface Sim {
  w: WatchedPage;
  page: Page;
  /** The user center inside the phone, for locators. */
  ui: FrameLocator;
  /** The user center's frame, for its URL and scripts (re-read: a reload or Reopen mounts a new one). */
  frame(): Frame;
  hash(): Promise<string>;
  waitForHash(test: string | ((hash: string) => boolean)): Promise<void>;
  calls(): Promise<SimCall[]>;
  count(method: string): Promise<number>;
  /** The simulator's hardware back; resolves with the page's answer to ucOnBack. */
  back(): Promise<unknown>;
  expectBackExits(): Promise<void>;
  expectBackTo(hash: string): Promise<void>;
  closed(): Promise<boolean>;
  loginAgain(): Promise<void>;
  switchPlayer(): Promise<void>;
  /** The game logs the player out: the simulator sends ucOnLogout (and answers later inits as logged out). */
  gameLogout(): Promise<void>;
  /** The page's sessionStorage keys (the user center's origin, in the frame). */
  storageKeys(): Promise<string[]>;
  /** The webview reloads its current page (not the simulator's Reload, which opens the target again). */
  reloadPage(): Promise<void>;
  close(): Promise<void>;
}

export async function openSimulator(suite: E2eSuite, setup: SimulatorSetup = {}): Promise<Sim> {
  const w = await openPage(suite.browser, { width: 1280, height: 900 });
  const { page } = w;
  const hostOrigin = suite.stack.hostUrl;
  await page.goto(simulatorUrl(suite, setup));
  const frame = () => {
    const found = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(hostOrigin));
    if (!found) throw new Error('the user center frame is not in the simulator');
    return found;
  };
  const hash = () => frame().evaluate(() => decodeURIComponent(window.location.hash));
  const calls = () => page.evaluate(() => (window as unknown as { simulator: SimulatorApi }).simulator.calls.map((c) => ({ ...c })));
  const count = async (method: string) => (await calls()).filter((c) => c.method === method).length;
  const closed = () => page.locator('#closed-overlay').isVisible();
  const waitForHash = async (test: string | ((h: string) => boolean)) => {
    const ok = typeof test === 'string' ? (h: string) => h === test : test;
    let last = '';
    await until(`the user center's hash to match ${String(test)}`, async () => ok((last = await hash().catch(() => ''))), 15000).catch(() => {
      throw new Error(`the user center stayed on ${last}`);
    });
  };
  const back = async () => {
    const before = await page.evaluate(() => (window as unknown as { simulator: SimulatorApi }).simulator.backAnswers.length);
    await page.evaluate(() => (window as unknown as { simulator: SimulatorApi }).simulator.sendBack());
    // The frame shares the tab's history: a page going back past its own first entry takes the simulator away with it.
    await page.waitForFunction((n) => {
      const sim = (window as unknown as { simulator?: SimulatorApi }).simulator;
      return !sim || sim.backAnswers.length > n;
    }, before);
    const left = await page.evaluate(() => !(window as unknown as { simulator?: SimulatorApi }).simulator);
    if (left) throw new Error(`back went past the page's first history entry and navigated the simulator away (now at ${page.url()})`);
    return page.evaluate(() => {
      const answers = (window as unknown as { simulator: SimulatorApi }).simulator.backAnswers;
      return answers[answers.length - 1];
    });
  };
  // The page posts `exit` before its answer to ucOnBack, so once the answer is in, the exit (if any) is too.
  const sim: Sim = {
    w,
    page,
    ui: page.frameLocator('iframe[title="User center page"]'),
    frame,
    hash,
    waitForHash,
    calls,
    count,
    back,
    closed,
    async expectBackExits() {
      const exits = await count('exit');
      const at = await hash();
      expect(await back()).toBe(true);
      expect(await count('exit')).toBe(exits + 1);
      await page.locator('#closed-overlay').getByText('View closed by exit').waitFor();
      expect(await hash()).toBe(at);
    },
    async expectBackTo(target: string) {
      const exits = await count('exit');
      expect(await back()).toBe(true);
      await waitForHash(target);
      expect(await count('exit')).toBe(exits);
      expect(await closed()).toBe(false);
    },
    async loginAgain() {
      const logins = await page.locator('.log-sent .log-method', { hasText: 'ucOnLogin' }).count();
      const stored = await storedSession(frame());
      expect(await page.evaluate(() => (window as unknown as { simulator: SimulatorApi }).simulator.loginAgain())).toBe(true);
      await settleAfterLogin(page, frame, logins, stored);
    },
    async switchPlayer() {
      const logins = await page.locator('.log-sent .log-method', { hasText: 'ucOnLogin' }).count();
      const stored = await storedSession(frame());
      expect(await page.evaluate(() => (window as unknown as { simulator: SimulatorApi }).simulator.switchPlayer())).toBe(true);
      await settleAfterLogin(page, frame, logins, stored);
      // the page keeps its session in sessionStorage: the other player's ids are in it once the login is read
      await frame().waitForFunction(() => JSON.stringify({ ...window.sessionStorage }).includes('player-2'));
    },
    async gameLogout() {
      expect(await page.evaluate(() => (window as unknown as { simulator: SimulatorApi }).simulator.gameLogout())).toBe(true);
    },
    storageKeys: () => frame().evaluate(() => Object.keys(window.sessionStorage).sort()),
    async reloadPage() {
      const inits = await count('init');
      await frame().evaluate(() => setTimeout(() => window.location.reload(), 0));
      await page.waitForFunction((n) => (window as unknown as { simulator: SimulatorApi }).simulator.calls.filter((c) => c.method === 'init').length > n, inits);
    },
    close: () => w.context.close(),
  };
  return sim;
}

/** The session the page keeps in sessionStorage (its login time changes with every login it reads). */
const storedSession = (frame: Frame) => frame.evaluate(() => window.sessionStorage.getItem('uc.session'));

/** A ucOnLogin was posted to the page (it answers nothing to native): wait until the page stored the login it read. */
async function settleAfterLogin(page: Page, frame: () => Frame, before: number, stored: string | null) {
  await page.waitForFunction((n) => document.querySelectorAll('.log-sent .log-method').length > 0 &&
    [...document.querySelectorAll('.log-sent .log-method')].filter((m) => m.textContent === 'ucOnLogin').length > n, before);
  await frame().waitForFunction((was) => {
    const now = window.sessionStorage.getItem('uc.session');
    return now !== null && now !== was;
  }, stored);
}

/** The page's `report` calls with this code, as the simulator logged them. */
export async function reports(sim: Sim, code: string): Promise<Record<string, unknown>[]> {
  return (await sim.calls())
    .filter((c) => c.method === 'report' && (c.payload as { code?: unknown } | undefined)?.code === code)
    .map((c) => c.payload as Record<string, unknown>);
}
