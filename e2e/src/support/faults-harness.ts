// The faults suite's table: each page that calls the provider is a row (how to reach it, what to do, what success
// looks like), each fault kind a column. One case = reach the page, arm one one-shot fault, act, check what the player
// sees (the SPEC §8 text, no loading overlay left, the form as typed), then act again with the provider healthy.
import type { Page } from 'playwright-core';
import { goTo, openHome } from './account-scenario';
import { screenshot } from './browser';
import type { E2eSuite } from './suite';
import { pendingWorkRun } from './settle';
import { until } from './until';

export type FaultKind = 'status-msg' | 'status-nomsg' | 'http500' | 'non-json' | 'drop' | 'slow';

/** What the player reads for each kind (English), SPEC §8: the part after `###`, or the kernel's fixed texts. */
export const FAULT_TEXT: Record<Exclude<FaultKind, 'slow'>, string> = {
  'status-msg': 'Stand-in failure',
  'status-nomsg': 'System error',
  http500: "Server didn't respond",
  'non-json': 'Server request failed', // SPEC §8: an answer that is no JSON object
  drop: 'Network error encountered. Please try again later~',
};
export const FAULT_KINDS: FaultKind[] = ['status-msg', 'status-nomsg', 'http500', 'non-json', 'drop', 'slow'];
export const SLOW_MS = 10000;

export interface FaultRow {
  name: string;
  /** The fault's path prefix at the stand-in. */
  path: string;
  scenario?: Record<string, unknown>;
  /** From home (logged in): reach the page and fill it in, up to the action. */
  prepare: (page: Page) => Promise<void>;
  /** The action that calls the provider. */
  act: (page: Page) => Promise<void>;
  /** After a failure, the way to try again (default: act again). */
  again?: (page: Page) => Promise<void>;
  success: (page: Page) => Promise<void>;
  /** What the player entered, which a failure must leave in place. */
  kept?: (page: Page) => Promise<void>;
  /** Texts that differ from FAULT_TEXT for this row, with the reason in the row. */
  texts?: Partial<Record<FaultKind, string>>;
  /** A page that failed to load says so in its own words, with the kind's SPEC §8 text under them and Retry. */
  failText?: string;
  /** Home: a failure there shows no text, the page just keeps working. */
  silent?: boolean;
  /** A silent row: what the player sees instead once the failed answer is in (the fallback), unlike `success`. */
  degraded?: (page: Page) => Promise<void>;
}

export interface CaseResult {
  row: string;
  kind: FaultKind;
  ok: boolean;
}

async function control(suite: E2eSuite, path: string, method: string, body?: unknown) {
  const res = await fetch(`${suite.stack.provider.url}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
}

export const setScenario = (suite: E2eSuite, scenario: Record<string, unknown>) => control(suite, '/__control/scenario', 'POST', scenario);
export const clearFaults = (suite: E2eSuite) => control(suite, '/__control/faults', 'DELETE');

export const overlay = (page: Page) => page.locator('.uc-loading');
export async function expectNoOverlay(page: Page) {
  await overlay(page).waitFor({ state: 'detached', timeout: 5000 });
}

const HOME_CALLS = ['/open/sdk/config', '/open/oauth/binding', '/open/message/read'];

/** Home asks for config, bind info and unread counts after it shows the player: let those pass before a fault. */
async function homeCallsDone(suite: E2eSuite) {
  await until(`home's calls ${HOME_CALLS.join(', ')} in the stand-in's log`, async () => {
    const done = new Set((await suite.provider.requests()).filter((r) => r.ok).map((r) => r.path));
    return HOME_CALLS.every((p) => done.has(p));
  });
}

/** The case's proof that its fault fired: the stand-in logged a request on the row's path that it answered with it. */
function faultFired(suite: E2eSuite, row: FaultRow, kind: FaultKind) {
  return suite.provider.waitForRequest(`a ${row.path} request answered with the '${kind}' fault`, (r) => r.path.startsWith(row.path) && r.fault === kind);
}

/** The SPEC §8 text of the kind; on a failed page load, inside the page's own alert with its words and Retry. */
async function expectFaultText(page: Page, row: FaultRow, kind: Exclude<FaultKind, 'slow'>) {
  const text = row.texts?.[kind] ?? FAULT_TEXT[kind];
  if (!row.failText) {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10000 });
    return;
  }
  const alert = page.getByRole('alert').filter({ hasText: row.failText });
  await alert.getByText(text, { exact: true }).waitFor({ timeout: 10000 });
  await alert.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 1000 });
  if (kind === 'status-msg') await screenshot(page, `faults-load-${row.name.replace(/\W+/g, '-')}`);
}

/** One row × one fault kind, in a fresh logged-in page. */
export async function runFaultCase(suite: E2eSuite, row: FaultRow, kind: FaultKind): Promise<void> {
  await suite.provider.reset();
  if (row.scenario) await setScenario(suite, row.scenario);
  const w = await openHome(suite);
  const { page } = w;
  try {
    await homeCallsDone(suite);
    await row.prepare(page);
    // Chromium silently retries a request whose reused keep-alive connection was dropped, once per idle connection it
    // holds to the provider (4 drops were seen to end in a success): drop until cleared below, after the fault shows
    const times = kind === 'drop' ? 0 : 1;
    await suite.provider.fault({ path: row.path, kind, times, ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}) });
    const started = Date.now();
    // the late answer, seen by the page: the slow cases below wait for it, not for the clock
    const onPath = (url: string) => new URL(url).pathname.startsWith(row.path); // as the stand-in matches faults
    const lateAnswer = page.waitForResponse((r) => onPath(r.url()), { timeout: SLOW_MS + 10000 });
    // the faulted answer (or the dropped connection) as the page saw it: a silent row's fallback is read after it
    const answered = Promise.race([lateAnswer, page.waitForEvent('requestfailed', { predicate: (r) => onPath(r.url()), timeout: SLOW_MS + 10000 })]);
    answered.catch(() => undefined); // awaited only by the cases that need it
    await row.act(page);
    await faultFired(suite, row, kind);
    if (kind === 'slow' && row.silent) {
      // home keeps working while the answer is late, and takes it when it comes
      await expectNoOverlay(page);
      await lateAnswer;
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 500);
      await row.success(page);
      expect(w.pageErrors).toEqual([]);
      return;
    }
    if (kind === 'slow') {
      // the answer comes after 10 s, within the client's 15 s: the overlay shows meanwhile, then the result
      if (!row.silent) await overlay(page).or(page.getByRole('status')).first().waitFor({ timeout: 5000 });
      await row.success(page);
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 500);
      await lateAnswer;
      await expectNoOverlay(page);
      return;
    }
    if (!row.silent) await expectFaultText(page, row, kind);
    if (row.degraded) {
      await answered;
      await pendingWorkRun(page);
      await row.degraded(page);
    }
    await expectNoOverlay(page);
    if (row.kept) await row.kept(page);
    await clearFaults(suite);
    await (row.again ?? row.act)(page);
    await row.success(page);
    await expectNoOverlay(page);
    expect(w.pageErrors).toEqual([]);
  } catch (e) {
    await screenshot(page, `debug-faults-${row.name.replace(/\W+/g, '-')}-${kind}`).catch(() => undefined);
    if (process.env.UC_FAULT_DEBUG) console.log(row.name, kind, JSON.stringify((await suite.provider.requests()).slice(-6).map((r) => [r.method, r.path, r.ok, (r as { fault?: string }).fault])));
    throw e;
  } finally {
    await w.context.close();
  }
}

export { goTo };
