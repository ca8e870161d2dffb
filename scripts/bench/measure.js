// One measured run of one build in Chromium (playwright-core + CDP): a fresh context (cold cache), 4× CPU slowdown,
// a mobile network, an Android SDK's bridge that answers the page's `init` with the session (ucOnLogin); then the
// repeat open (scripts/bench/repeat.js) in the same context.
const fs = require('fs');
const path = require('path');

const { openHome, NETWORK, CPU_SLOWDOWN } = require('./home');
const { sumBytes, filesOf, isJs } = require('./network');
const { measureRepeatOpen } = require('./repeat');

const ROOT = path.join(__dirname, '../..');
const NICKNAME = 'Aria';

/** The remote pages measured on first visit: the home tile tapped and the text its content paints. */
const REMOTE_VISITS = [
  { remote: 'account', tile: 'manageAccount', hash: '#/manageaccount', content: 'Linked accounts' },
  { remote: 'messages', tile: 'myMessage', hash: '#/mymessage', content: 'Launch gift pack' },
  { remote: 'support', tile: 'faq', hash: '#/faq', content: 'Account & Login' },
  { remote: 'deletion', tile: 'deleteApply', hash: '#/deleteapply', content: 'Important notice' },
];

/** Every path of the host's route table (host/src/routes/route-table.ts), plus the configured ticket route. */
function allRoutes() {
  const src = fs.readFileSync(path.join(ROOT, 'host/src/routes/route-table.ts'), 'utf8');
  const paths = [...src.matchAll(/^\s*'(\/[^']*)':/gm)].map((m) => m[1]).filter((p) => p !== '/' && p !== '/index');
  return [...paths, '/udeskTicket'];
}

function initScript({ session, nickname }) {
  const w = window;
  w.__bench = { homeReady: null };
  // The page opens as an Android SDK opens it: UCNativeBridge (addJavascriptInterface) is there before any script,
  // and the SDK answers the page's `init` call by calling window.ucOnLogin with the session (a JSON string). The page
  // knows from the bridge that a login is coming (it starts its API code's download early, host/src/bootstrap.tsx).
  w.UCNativeBridge = {
    postMessage(json) {
      let method;
      try {
        method = JSON.parse(json).method;
      } catch {
        return;
      }
      if (method !== 'init' || w.__bench.loginSent) return;
      w.__bench.loginSent = true;
      const fire = () => (typeof w.ucOnLogin === 'function' ? w.ucOnLogin(session) : setTimeout(fire, 5));
      setTimeout(fire, 0);
    },
  };
  // Home ready: the nickname and the logged-in tiles are in the page, then painted (next frame).
  const isHome = () => {
    const name = document.querySelector('.uc-profile__name');
    return Boolean(
      name && name.textContent === nickname && document.querySelector('[data-tile="manageAccount"]') && document.querySelector('[data-tile="deleteApply"]'),
    );
  };
  const watch = () => {
    const observer = new MutationObserver(() => {
      if (w.__bench.homeReady !== null || !isHome()) return;
      observer.disconnect();
      w.__bench.homeReady = -1;
      requestAnimationFrame(() =>
        setTimeout(() => {
          w.__bench.homeReady = performance.timeOrigin + performance.now();
          // The bench's CDP binding (scripts/bench/home.js): no polling script in the page while it opens.
          if (typeof w.__benchHomeReady === 'function') w.__benchHomeReady(String(w.__bench.homeReady));
        }, 0),
      );
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  };
  watch();
}

/** In the page: tap a tile, wait until the text is in the page and painted; epoch ms of tap and paint. */
async function tapAndWait({ tile, content }) {
  const button = document.querySelector(`[data-tile="${tile}"] button`);
  if (!button) throw new Error(`no tile ${tile} on home`);
  const has = () => document.body.textContent.includes(content);
  const t0 = performance.timeOrigin + performance.now();
  button.click();
  await new Promise((resolve) => {
    if (has()) return resolve();
    const observer = new MutationObserver(() => {
      if (!has()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return { t0, t1: performance.timeOrigin + performance.now() };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, providerUrl: string }} target
 * @returns {Promise<object>} the run's figures and every JS file it loaded (url → body, for the duplicate check)
 */
async function measureRun(browser, target, { timeoutMs = 90000 } = {}) {
  await fetch(`${target.providerUrl}/__control/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const session = await (await fetch(`${target.providerUrl}/__control/session?platform=android&language=en_US&mobile=1&role=0`)).json();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    await context.addInitScript(initScript, { session: JSON.stringify(session), nickname: NICKNAME });
    // A new context starts with an empty HTTP cache (cold); the cache is left on so the repeat open below finds it warm.
    const { page, cdp, records, pageErrors, homeReady, firstContentfulPaint, homeReadyEpoch, navStart } = await openHome(context, target, timeoutMs);
    const home = sumBytes([...records.values()], (r) => r.wall <= homeReadyEpoch);
    const requestsBeforeHome = [...records.values()].filter((r) => r.wall <= homeReadyEpoch).length;
    const homeFiles = filesOf([...records.values()], (r) => r.wall <= homeReadyEpoch);

    const remotes = {};
    let firstTap = null;
    for (const visit of REMOTE_VISITS) {
      await page.waitForFunction(() => document.querySelector('[data-tile="deleteApply"]') && location.hash === '#/', null, { polling: 50 });
      await page.waitForTimeout(300); // let home's own requests settle before the tap
      const { t0, t1 } = await page.evaluate(tapAndWait, visit);
      if (firstTap === null) firstTap = t0;
      const bytes = sumBytes([...records.values()], (r) => r.wall >= t0 && r.wall <= t1);
      const files = filesOf([...records.values()], (r) => r.wall >= t0 && r.wall <= t1);
      remotes[visit.remote] = { ms: t1 - t0, jsCss: bytes.js + bytes.css, js: bytes.js, css: bytes.css, all: bytes.all, requests: bytes.requests, files };
      await page.evaluate(() => history.back());
    }

    // Heap after every route once: throttling off (it changes time, not what is in memory).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const routeProblems = [];
    for (const route of allRoutes()) {
      await page.evaluate((r) => (location.hash = `#${r}`), route);
      await page.waitForTimeout(100);
      try {
        await page.waitForFunction(() => !document.querySelector('.uc-remote-loading'), null, { timeout: 15000, polling: 50 });
      } catch {
        routeProblems.push(route);
      }
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(500);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const wallMs = Date.now() - navStart;
    // The game closes the user center and opens it again: a new page of the same context (warm cache).
    await page.close();
    const repeat = await measureRepeatOpen(context, target, timeoutMs);

    const all = [...records.values()];
    const whole = sumBytes(all);
    // What the app fetched on its own between home ready and the first tap (the federated host's idle preload of
    // the remotes): not in "before home" nor in any visit's bytes, so it is reported on its own.
    const preload = sumBytes(all, (r) => r.wall > homeReadyEpoch && r.wall < firstTap);
    // JS bodies for the duplicate-library check (URLs are enough: the build's module map says what each file holds)
    const jsUrls = [...new Set(all.filter((r) => r.done && isJs(r)).map((r) => r.url))];
    return {
      homeReady,
      firstContentfulPaint,
      homeJs: home.js,
      homeCss: home.css,
      homeJsCss: home.js + home.css,
      requestsBeforeHome,
      homeFiles,
      remotes,
      afterHomeJsCss: preload.js + preload.css,
      afterHomeRequests: preload.requests,
      afterHomeFiles: filesOf(all, (r) => r.wall > homeReadyEpoch && r.wall < firstTap),
      wholeJsCss: whole.js + whole.css,
      wholeAll: whole.all,
      wholeRequests: whole.requests,
      heapUsed: heap.usedSize,
      jsUrls,
      routeProblems,
      repeat,
      repeatHomeRatio: repeat.homeReady / homeReady,
      pageErrors: [...pageErrors, ...repeat.pageErrors],
      wallMs,
    };
  } finally {
    await context.close();
  }
}

module.exports = { measureRun, REMOTE_VISITS, allRoutes, NETWORK, CPU_SLOWDOWN };
