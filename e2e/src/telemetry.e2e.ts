// Field telemetry (docs/telemetry.md) on the production builds: home's LCP and INP (web-vitals, downloaded only
// after home showed), each remote load with its stages, API calls and failures per path template — sent as batched
// `report` calls when the page is hidden or every intervalMs, none holding the player's token, open id or phone; and
// nothing at all when app-config.json turns telemetry off.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { pendingWorkRun } from './support/settle';
import type { ApiCallItem, RemoteLoadItem, VitalItem } from '../../shared/src/telemetry/telemetry-types';
import { ACCOUNT_SESSION } from './support/account-scenario';
import { nativeReports, openPage, type WatchedPage } from './support/browser';
import { nativeLogin } from './support/session';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
beforeEach(() => suite.provider.reset());

const HOST_DIST = path.join(__dirname, '../../host/dist');
// The host chunk that carries web-vitals (its observers name the entry type); main.js must not be it.
const jsFiles = () => fs.readdirSync(HOST_DIST).filter((f) => f.endsWith('.js'));
const vitalsChunk = () => jsFiles().find((f) => fs.readFileSync(path.join(HOST_DIST, f), 'utf8').includes('largest-contentful-paint'));

interface Report {
  code: string;
  items?: unknown[];
  dropped?: number;
}
const telemetryReports = async (w: WatchedPage) => (await nativeReports<Report>(w)).filter((r) => r.code.startsWith('telemetry-'));
const itemsOf = <T>(reports: Report[], code: string) => reports.filter((r) => r.code === code).flatMap((r) => r.items as T[]);

/** What a webview does when the game goes to the background: the page becomes hidden. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

const downloaded = (page: Page, file: string) =>
  page.evaluate((f) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/${f}`)), file);

/** Home with a session, after its tiles showed and the background downloads settled. */
async function openHomeIdle() {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  const session = await suite.provider.session(ACCOUNT_SESSION);
  await nativeLogin(w.page, session);
  await w.page.getByRole('button', { name: /^FAQ/ }).waitFor();
  await w.page.waitForLoadState('networkidle');
  return { w, session };
}

/** A tap that keeps the main thread busy for 150 ms: a slow interaction INP must see. */
async function slowTapOnFaq(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('click', () => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    }, { capture: true, once: true });
  });
  await page.getByRole('button', { name: /^FAQ/ }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/faq'));
}

test('web-vitals ships in its own chunk, not in main.js', () => {
  const chunk = vitalsChunk();
  expect(chunk).toBeDefined();
  expect(chunk).not.toMatch(/^main\./);
});

test('on: vitals, remote loads and API failures reach native when the page is hidden, with nothing of the player', async () => {
  const chunk = vitalsChunk()!;
  // the FAQ page's topics fail: the provider answers HTTP 500
  await suite.provider.fault({ path: '/open/sdk/faqType', kind: 'http500' });
  const { w, session } = await openHomeIdle();
  const { page } = w;
  // web-vitals came after home showed its tiles, on its own
  await page.waitForFunction((f) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/${f}`)), chunk);
  expect(await telemetryReports(w)).toEqual([]); // batched: nothing before the interval or a hide
  await slowTapOnFaq(page);
  await page.getByText('Help topics could not be loaded.').waitFor();
  await hidePage(page);

  const reports = await telemetryReports(w);
  for (const r of reports) {
    expect(r.items!.length).toBeGreaterThan(0);
    expect(r.items!.length).toBeLessThanOrEqual(20);
    expect(r.dropped).toBe(0);
  }
  // one report per code in the batch
  expect(reports.map((r) => r.code).sort()).toEqual(['telemetry-api', 'telemetry-remote-load', 'telemetry-vitals']);

  const vitals = itemsOf<VitalItem>(reports, 'telemetry-vitals');
  expect(vitals.map((v) => v.name).sort()).toEqual(['INP', 'LCP']);
  for (const v of vitals) {
    expect(v).toEqual({ name: v.name, value: expect.any(Number), rating: expect.stringMatching(/^(good|needs-improvement|poor)$/), page: 'home' });
    expect(v.value).toBeGreaterThan(0);
  }
  expect(vitals.find((v) => v.name === 'INP')!.value).toBeGreaterThanOrEqual(150);

  const loads = itemsOf<RemoteLoadItem>(reports, 'telemetry-remote-load');
  // the idle preload after home fetched every remote's manifest and entry; the tap then waited for the FAQ page only
  const preloads = loads.filter((l) => l.preload);
  expect(preloads.map((l) => l.remote).sort()).toEqual(['account', 'deletion', 'messages', 'support']);
  for (const l of preloads) expect(l).toEqual({ remote: l.remote, module: '', preload: true, ok: true, ms: expect.any(Number), manifestMs: expect.any(Number), entryMs: expect.any(Number) });
  expect(loads.filter((l) => !l.preload)).toEqual([
    { remote: 'support', module: './Faq', preload: false, ok: true, ms: expect.any(Number), pageMs: expect.any(Number) },
  ]);

  const api = itemsOf<ApiCallItem>(reports, 'telemetry-api');
  const faqTypes = api.find((a) => a.path === 'open/sdk/faqType')!;
  expect(faqTypes).toEqual({ path: 'open/sdk/faqType', method: 'GET', calls: faqTypes.calls, errors: faqTypes.calls, network: 0, http: faqTypes.calls, parse: 0, fail: 0 });
  expect(faqTypes.calls).toBeGreaterThan(0);
  expect(api.find((a) => a.path === 'open/sdk/config')).toMatchObject({ method: 'GET', errors: 0 });
  for (const a of api) expect(a.path).toMatch(/^(open|ticket)(\/([A-Za-z][A-Za-z_-]*|:id))+$/);

  const sent = JSON.stringify(reports);
  for (const field of ['token', 'open_id', 'mobile', 'user_id'] as const) {
    const value = String(session[field] ?? '');
    expect(value.length).toBeGreaterThan(3);
    expect(sent).not.toContain(value);
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a remote that is down: its preload and its visit report a failed load at the manifest, beside remote-load-failed', async () => {
  await suite.stack.stopApp('remote-deletion');
  try {
    const { w } = await openHomeIdle();
    const { page } = w;
    await page.getByRole('button', { name: /^Delete account/ }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30000 });
    await hidePage(page);
    const deletion = itemsOf<RemoteLoadItem>(await telemetryReports(w), 'telemetry-remote-load').filter((l) => l.remote === 'deletion');
    expect(deletion).toEqual([
      { remote: 'deletion', module: '', preload: true, ok: false, ms: expect.any(Number), failedStage: 'manifest' },
      { remote: 'deletion', module: './DeleteApply', preload: false, ok: false, ms: expect.any(Number), failedStage: 'manifest' },
    ]);
    const failures = (await w.nativeCalls()).map((c) => c.payload as Report).filter((r) => r.code === 'remote-load-failed');
    expect(failures).toHaveLength(1);
    await w.context.close();
  } finally {
    await suite.stack.startApp('remote-deletion');
  }
});

test('every intervalMs (app-config.json) a batch goes out without the page being hidden', async () => {
  await suite.stack.setHostConfig({ telemetry: { intervalMs: 1000 } });
  try {
    const { w } = await openHomeIdle();
    await w.page.waitForFunction(
      () => (window as unknown as { __nativeCalls: { method: string; payload: { code: string } }[] }).__nativeCalls
        .some((c) => c.method === 'report' && c.payload.code === 'telemetry-api'),
      undefined,
      { timeout: 10000 },
    );
    const api = itemsOf<ApiCallItem>(await telemetryReports(w), 'telemetry-api');
    expect(api.find((a) => a.path === 'open/sdk/config')).toMatchObject({ method: 'GET', errors: 0 });
    await w.context.close();
  } finally {
    await suite.stack.setHostConfig({});
  }
});

test('off (app-config.json telemetry.enabled false): no telemetry report and no web-vitals download', async () => {
  await suite.stack.setHostConfig({ telemetry: { enabled: false, intervalMs: 1000 } });
  try {
    await suite.provider.fault({ path: '/open/sdk/faqType', kind: 'http500' });
    const { w } = await openHomeIdle();
    const { page } = w;
    await slowTapOnFaq(page);
    await page.getByText('Help topics could not be loaded.').waitFor();
    // hidden, an enabled batch sends at once whatever it holds (what an interval would have sent too)
    await hidePage(page);
    await pendingWorkRun(page);
    expect(await telemetryReports(w)).toEqual([]);
    expect(await downloaded(page, vitalsChunk()!)).toBe(false);
    await w.context.close();
  } finally {
    await suite.stack.setHostConfig({});
  }
});
