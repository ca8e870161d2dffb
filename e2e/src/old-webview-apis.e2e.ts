// Issue 10 point 4, run time: the production builds work in a page without the APIs Chrome 70 / iOS 12.0 lack
// (deleted before any page script runs). The host's first entry module puts them back before the federation runtime
// or any library needs them; home and one page of each remote render with no page error.
import { LANDSCAPE, PORTRAIT, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { animationsDone, resizeTo } from './support/settle';
import { nativeLogin } from './support/session';
import { apiStates, DELETED_APIS, openOldWebviewPage } from './support/old-webview';
import { REMOTE_TILES } from './support/remote-tiles';

const suite = useE2eSuite();


test('without the newer APIs, the polyfills are installed and home plus a page of each remote render', async () => {
  const w = await openOldWebviewPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  expect(await w.page.evaluate(() => (window as unknown as { __oldWebview: boolean }).__oldWebview)).toBe(true);
  await nativeLogin(w.page, await suite.provider.session('platform=android&language=en_US&mobile=1&role=0'));
  await w.page.getByText('Aria').first().waitFor();
  const states = await apiStates(w.page);
  expect(Object.keys(states).sort()).toEqual([...DELETED_APIS].sort());
  expect(Object.values(states)).toEqual(DELETED_APIS.map(() => 'polyfill'));
  for (const p of REMOTE_TILES) {
    await w.page.getByRole('button', { name: p.tile }).first().click();
    await w.page.waitForURL((u) => u.hash.startsWith(p.hash));
    await w.page.getByText(p.content, { exact: false }).first().waitFor();
    await w.page.getByRole('button', { name: 'Back' }).first().click();
    await w.page.waitForFunction(() => location.hash === '#/' || location.hash.startsWith('#/index'));
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the proof can fail: the same deletions break a page that has no polyfill module', async () => {
  const w = await openOldWebviewPage(suite.browser);
  // A page of the same origin with none of our scripts (fulfilled by the test): a script that reads globalThis at
  // load, as immer does, throws there; the one that reports what is missing runs because it needs none of them.
  const probe = `${suite.stack.hostUrl}/old-webview-probe.html`;
  await w.context.route(probe, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<script>window.__iterator = globalThis.Iterator;</script><script>document.title = [typeof Object.fromEntries, ' +
        "typeof Promise.allSettled, typeof queueMicrotask, typeof AbortController, typeof window.globalThis].join(',');</script>",
    }),
  );
  await w.page.goto(probe);
  expect(await w.page.title()).toBe('undefined,undefined,undefined,undefined,undefined');
  expect(w.pageErrors.join('\n')).toMatch(/globalThis is not defined/);
  await w.context.close();
});

// The flex-gap and min()/max() replacements (margins, grid) look as before: each page in both shapes, to look at.
const SHOTS = [
  { name: 'home', hash: '#/', content: 'Aria' },
  { name: 'manageaccount', hash: '#/manageaccount', content: 'Linked accounts' },
  { name: 'mymessage', hash: '#/mymessage', content: 'Launch gift pack' },
  { name: 'faq', hash: '#/faq', content: 'Account & Login' },
  { name: 'putQuestion', hash: '#/putQuestion', content: 'Submit' },
  { name: 'deleteapply', hash: '#/deleteapply', content: 'Important notice' },
  // pages whose wrapped rows and icon rows changed too
  { name: 'codebox', hash: '#/codebox', content: 'Gift pack #45' },
  { name: 'faqDetails', hash: '#/faqDetails?id=1', content: 'Still need help?' },
  
];

test('pages without flex gap or min()/max(): screenshots in portrait and landscape', async () => {
  const w = await openOldWebviewPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  // the support and deletion suites' session (a role, every login type): their screenshots are the ones to compare with
  await nativeLogin(w.page, await suite.provider.session('platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google'));
  await w.page.getByText('Aria').first().waitFor();
  for (const shot of SHOTS) {
    await w.page.goto(`${suite.stack.hostUrl}/${shot.hash}`);
    for (const [shape, size] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE]] as const) {
      await resizeTo(w.page, size);
      await w.page.getByText(shot.content, { exact: false }).first().waitFor();
      await animationsDone(w.page);
      await screenshot(w.page, `old-webview-${shot.name}-${shape}`);
    }
    await w.page.setViewportSize(PORTRAIT);
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
