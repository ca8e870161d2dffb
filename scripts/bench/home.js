// Opening home in a new page on the bench's phone profile (4× CPU slowdown, a mobile network), the network recorded
// from the first request; the session arrives through the context's init script (ucOnLogin, scripts/bench/measure.js).
const { recordNetwork } = require('./network');

const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

const HOME_READY_BINDING = '__benchHomeReady';

/** Resolves with the epoch ms the page passes to the home-ready binding; rejects after `timeoutMs`. */
function homeReadySignal(cdp, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cdp.off('Runtime.bindingCalled', onCall);
      reject(new Error(`home not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    function onCall(event) {
      if (event.name !== HOME_READY_BINDING) return;
      clearTimeout(timer);
      cdp.off('Runtime.bindingCalled', onCall);
      resolve(Number(event.payload));
    }
    cdp.on('Runtime.bindingCalled', onCall);
  });
}

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ url: string }} target
 * @returns {Promise<{ page, cdp, records: Map<string, object>, pageErrors: string[], homeReady: number, homeReadyEpoch: number, navStart: number }>}
 *   homeReady: ms from navigation start to home painted with the player's nickname and logged-in tiles
 *   firstContentfulPaint: ms from navigation start to the browser's first contentful paint (the painted shell's)
 */
async function openHome(context, target, timeoutMs) {
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  const cdp = await context.newCDPSession(page);
  const records = recordNetwork(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // Home ready reaches the bench through a CDP binding the init script calls (scripts/bench/measure.js): Playwright's
  // waitForFunction would inject its own script (~50 ms of compiling at 4× CPU) and poll in the page while it opens.
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: HOME_READY_BINDING });
  const ready = homeReadySignal(cdp, timeoutMs);
  const navStart = Date.now();
  await page.goto(`${target.url}/#/index?page=home`, { waitUntil: 'commit' });
  const homeReadyEpoch = await ready;
  const { timeOrigin, fcp } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    fcp: (performance.getEntriesByName('first-contentful-paint')[0] || { startTime: null }).startTime,
  }));
  return { page, cdp, records, pageErrors, homeReady: homeReadyEpoch - timeOrigin, firstContentfulPaint: fcp, homeReadyEpoch, navStart };
}

/** Resolves once no request has started for `quietMs` (at most `maxMs`): the app's own work after home is over. */
async function networkQuiet(records, { quietMs = 2000, maxMs = 30000 } = {}) {
  const started = Date.now();
  for (;;) {
    const last = Math.max(0, ...[...records.values()].map((r) => r.wall));
    const pending = [...records.values()].some((r) => !r.done && !r.failed);
    if ((!pending && Date.now() - last >= quietMs) || Date.now() - started >= maxMs) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

module.exports = { openHome, networkQuiet, NETWORK, CPU_SLOWDOWN };
