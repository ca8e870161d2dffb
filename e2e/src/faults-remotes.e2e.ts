// Remote-level faults: each remote down, a remote's page chunk missing after its entry loaded, and a remote page that
// throws while rendering; and the host's own chunks (the remote loader, a host page) not downloading. Each shows the
// fallback with Retry, and the rest of the app keeps working.
import type { Page } from 'playwright-core';
import { nativeReports, openPage, screenshot, type WatchedPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { ACCOUNT_SESSION, goTo, openHome } from './support/account-scenario';
import { nativeLogin } from './support/session';
import { buildCrashRemote, hidePageChunks, serveCrashRemote } from './support/faults-remote-tricks';

const suite = useE2eSuite();
beforeAll(() => buildCrashRemote(), 180000);
beforeEach(() => suite.provider.reset());

const FALLBACK = 'This section could not be loaded.';

// one page per remote, and what shows that it rendered
const REMOTES: { dir: string; route: string; module: string; ready: (p: Page) => Promise<void> }[] = [
  { dir: 'remote-account', route: '/manageaccount', module: './ManageAccount', ready: (p) => p.getByRole('table', { name: 'Linked accounts' }).waitFor() },
  { dir: 'remote-messages', route: '/mymessage', module: './MyMessage', ready: (p) => p.getByText('Launch gift pack').first().waitFor() },
  { dir: 'remote-support', route: '/faq', module: './Faq', ready: (p) => p.getByRole('button', { name: 'Account & Login' }).waitFor() },
  { dir: 'remote-deletion', route: '/deleteapply', module: './DeleteApply', ready: (p) => p.getByRole('button', { name: 'Apply for deletion', exact: true }).waitFor() },
];

async function expectFallback(page: Page) {
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30000 });
  await page.getByText(FALLBACK).waitFor();
  expect(await page.locator('.uc-loading').count()).toBe(0);
}

/** Home and every other remote still work. */
async function expectRestWorks(page: Page, broken: string) {
  await goTo(page, '/');
  await page.getByText('Aria').first().waitFor();
  for (const other of REMOTES.filter((r) => r.dir !== broken)) {
    await goTo(page, other.route);
    await other.ready(page);
  }
}

const reports = (w: WatchedPage) => nativeReports<{ code: string; remote?: string }>(w);

test.each(REMOTES)('$dir down: fallback with Retry, the rest works, Retry shows the page once it is back', async ({ dir, route, module, ready }) => {
  const w = await openHome(suite);
  const { page } = w;
  await suite.stack.stopApp(dir);
  try {
    await goTo(page, route);
    await expectFallback(page);
    await screenshot(page, `faults-${dir}-down`);
    expect(await reports(w)).toContainEqual(
      expect.objectContaining({ code: 'remote-load-failed', remote: dir.replace(/^remote-/, ''), module, stage: 'load' }),
    );
    await expectRestWorks(page, dir);
    await goTo(page, route);
    await expectFallback(page);
  } finally {
    await suite.stack.startApp(dir);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await ready(page);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("a remote's page chunk missing after its entry loaded: fallback, the rest works, Retry works once it is back", async () => {
  const w = await openHome(suite);
  const { page } = w;
  const dir = 'remote-messages';
  const unhide = await hidePageChunks(w.context, suite.stack.appUrl(dir), 'MyMessage');
  await goTo(page, '/mymessage');
  await expectFallback(page);
  // the entry itself loaded and ran (preloaded after home, or on the visit): its container is there, only the
  // page's chunk failed
  expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).uc_messages)).toBe('object');
  await screenshot(page, 'faults-page-chunk-missing');
  await expectRestWorks(page, dir);
  await goTo(page, '/mymessage');
  await expectFallback(page);
  await unhide();
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByText('Launch gift pack').first().waitFor();
  await w.context.close();
});

test("the host's own remote loader (a chunk of its own, off home's path) not downloading: fallback with Retry, Retry works once it comes", async () => {
  const w = await openPage(suite.browser);
  const { page } = w;
  // the loader never arrives: neither the idle preload after home nor the tap gets it
  const loader = /\/remote-loader\.[0-9a-f]{8}\.js$/;
  let refused = 0;
  await page.route(loader, (route) => {
    refused += 1;
    return route.abort('connectionreset');
  });
  await page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(page, await suite.provider.session(ACCOUNT_SESSION));
  await page.getByText('Aria').first().waitFor();
  await page.locator('[data-tile="faq"] button').click();
  await expectFallback(page);
  expect(refused).toBeGreaterThan(0);
  expect(await reports(w)).toContainEqual(expect.objectContaining({ code: 'remote-load-failed', remote: 'support', module: './Faq', stage: 'load' }));
  // home still works; the network comes back; Retry downloads the loader and shows the page
  await page.unroute(loader);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Account & Login' }).waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("a host page's own chunk (the 404 page) not downloading: its title and the fallback with Retry, not a blank page", async () => {
  const w = await openHome(suite);
  const { page } = w;
  const chunk = /\/page-not-found\.[0-9a-f]{8}\.js$/;
  let refused = 0;
  await page.route(chunk, (route) => {
    refused += 1;
    return route.abort('connectionreset');
  });
  await goTo(page, '/no-such-page');
  await expectFallback(page);
  expect(refused).toBe(1);
  await page.getByRole('heading', { level: 1, name: 'page lost' }).waitFor();
  await screenshot(page, 'faults-host-chunk-missing');
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByText('page does not exist').waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

/** Runs `run` while the deletion remote's origin serves the crash remote instead of the real build; its result. */
async function withCrashRemote<T>(run: () => Promise<T>): Promise<T> {
  await suite.stack.stopApp('remote-deletion');
  const crash = await serveCrashRemote(suite.stack.ports['remote-deletion']);
  try {
    return await run();
  } finally {
    await crash.close();
    await suite.stack.startApp('remote-deletion');
  }
}

test('a remote page that throws while rendering: fallback with Retry, its sibling page and the rest work; fixed, Retry shows it', async () => {
  // The crash remote is in place before home opens: home's idle preload would otherwise fetch the real deletion's
  // entry first, whose page files are then missing on the swapped origin (a load failure, not a render one — which
  // of the two the test saw depended on timing).
  const w = await withCrashRemote(async () => {
    const opened = await openHome(suite);
    const { page } = opened;
    await goTo(page, '/deleteapply');
    await expectFallback(page);
    await screenshot(page, 'faults-page-throws');
    const rendered = (await reports(opened)).filter((r) => r.code === 'remote-load-failed');
    expect(rendered).toEqual([expect.objectContaining({ remote: 'deletion', module: './DeleteApply', stage: 'render' })]);
    // Retry renders it again: it throws again and the fallback stays, the app alive
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectFallback(page);
    await goTo(page, '/deleteagreement');
    await page.getByText('crash remote ok page').waitFor();
    await expectRestWorks(page, 'remote-deletion');
    await goTo(page, '/deleteapply');
    await expectFallback(page);
    return opened;
  });
  // the fixed release is back: Retry shows the real page without a reload
  await w.page.getByRole('button', { name: 'Retry' }).click();
  await w.page.getByRole('button', { name: 'Apply for deletion', exact: true }).waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
