// Each remote's page opened from a home tile, federation across four origins, and one kernel for all.
import { openPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { until } from './support/until';
import { nativeLogin } from './support/session';
import { kernelIdentity } from './support/kernel-probe';
import { visitEachRemoteTile } from './support/remote-tiles';
import { homeTimeline, noteHomeShown } from './support/home-shown';

const suite = useE2eSuite();

test('a tile opens a page of each remote, each loaded from its own origin', async () => {
  const w = await openPage(suite.browser);
  const remoteOrigins = new Set<string>();
  w.page.on('response', (r) => {
    const port = new URL(r.url()).port;
    if (r.url().endsWith('mf-manifest.json') || r.url().endsWith('remoteEntry.js')) remoteOrigins.add(port);
  });
  // the SDK opens the client entry; page=home makes back go through history
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await visitEachRemoteTile(w.page);
  const remotePorts = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'].map((d) => String(suite.stack.ports[d]));
  expect([...remoteOrigins].sort()).toEqual(remotePorts.sort());
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('React, the store, i18next and the axios instance are each one object across the host and all remotes', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').waitFor();
  const pages = [
    ['manageaccount', 'account'],
    ['mymessage', 'messages'],
    ['faq', 'support'],
    ['deleteapply', 'deletion'],
  ];
  for (const [path, app] of pages) {
    await w.page.goto(`${suite.stack.hostUrl}/#/${path}`);
    await w.page
      .waitForFunction((a) => Boolean((window as unknown as { __UC_KERNEL_PROBES__?: Record<string, unknown> }).__UC_KERNEL_PROBES__?.[a]), app)
      .catch(async (e) => {
        throw new Error(`no probe from ${app}: ${JSON.stringify(await kernelIdentity(w.page))} ${e}`);
      });
  }
  const identity = await kernelIdentity(w.page);
  expect(identity.apps).toEqual(['account', 'deletion', 'host', 'messages', 'support']);
  expect(identity.keys).toEqual(
    ['axios', 'configureStore', 'createPortal', 'i18n', 'i18next', 'store', 'transport', 'useDispatch', 'useNavigate', 'useState'],
  );
  expect(identity.differing).toEqual([]);
  await w.context.close();
});

test('home needs nothing from the remotes; once it shows, they are preloaded and a tap fetches only the page', async () => {
  const w = await openPage(suite.browser);
  const remotePorts = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'].map((d) => String(suite.stack.ports[d]));
  await noteHomeShown(w.context);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').first().waitFor();
  // In the background: every remote's container started.
  await w.page.waitForFunction(() => ['uc_account', 'uc_messages', 'uc_support', 'uc_deletion'].every((n) => typeof (window as unknown as Record<string, unknown>)[n] === 'object'));
  await w.page.waitForLoadState('networkidle');
  const timeline = await homeTimeline(w.page);
  const isRemote = (u: string) => remotePorts.includes(new URL(u).port);
  const isFederation = (u: string) => /\/federation\.[0-9a-f]+\.js$/.test(u);
  const isLoader = (u: string) => /\/remote-loader\.[0-9a-f]+\.js$/.test(u);
  // Home itself: not one request to a remote, nor for the federation runtime or the host's remote loader.
  expect(timeline.homeShownAt).toBeGreaterThan(0);
  expect(timeline.resources.filter((r) => (isRemote(r.url) || isFederation(r.url) || isLoader(r.url)) && r.start < timeline.homeShownAt)).toEqual([]);
  // After it: the loader and the runtime, then each remote's manifest and entry.
  expect(timeline.resources.some((r) => isLoader(r.url))).toBe(true);
  expect(timeline.resources.some((r) => isFederation(r.url))).toBe(true);
  const entries = timeline.resources.filter((r) => isRemote(r.url) && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(r.url));
  expect([...new Set(entries.map((r) => new URL(r.url).port))].sort()).toEqual([...remotePorts].sort());
  // A first tap: the page's files only, no manifest or entry again.
  const visit: string[] = [];
  w.page.on('request', (r) => visit.push(r.url()));
  await w.page.locator('[data-tile="faq"] button').click();
  await w.page.getByRole('button', { name: 'Account & Login' }).waitFor();
  const fromRemotes = visit.filter(isRemote);
  expect(fromRemotes.length).toBeGreaterThan(0);
  expect(fromRemotes.filter((u) => /mf-manifest\.json|remoteEntry\.js/.test(u))).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("a tap before the runtime is ready: the page's own files start at the tap, each downloaded once", async () => {
  const w = await openPage(suite.browser);
  const accountPort = String(suite.stack.ports['remote-account']);
  const manifest = (await (await fetch(`http://localhost:${accountPort}/mf-manifest.json`)).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const { assets } = manifest.exposes.find((e) => e.path === './ManageAccount')!;
  const pageFiles = [...assets.css.sync, ...assets.js.sync];
  expect(pageFiles.length).toBeGreaterThan(1);
  // The federation runtime's chunk arrives late (a slow phone on a slow network): the tap comes before it is running.
  // It is held until the test has seen the page's own files asked for after the tap (the claim), then let through.
  let runtimeArrived = Infinity;
  let releaseRuntime!: () => void;
  const runtimeHeld = new Promise<void>((release) => (releaseRuntime = release));
  await w.page.route(/\/federation\.[0-9a-f]+\.js$/, async (route) => {
    await runtimeHeld;
    runtimeArrived = Date.now();
    await route.continue();
  });
  const requests: { url: string; at: number }[] = [];
  w.page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
  const ofFile = (name: string) => requests.filter((r) => new URL(r.url).port === accountPort && r.url.endsWith(`/${name}`));
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').first().waitFor();
  await w.page.waitForFunction(() => [...document.querySelectorAll('link[rel="preload"]')].some((l) => /remoteEntry\.js$/.test((l as HTMLLinkElement).href)));
  const tappedAt = Date.now();
  await w.page.locator('[data-tile="manageAccount"] button').click();
  await until("the page's own files asked for while the runtime is held", () => pageFiles.every((name) => ofFile(name).length > 0)).finally(releaseRuntime);
  await w.page.getByText('Linked accounts').waitFor();
  for (const name of pageFiles) {
    expect({ name, requests: ofFile(name).length }).toEqual({ name, requests: 1 });
    expect(ofFile(name)[0].at).toBeGreaterThanOrEqual(tappedAt);
    expect(ofFile(name)[0].at).toBeLessThan(runtimeArrived); // asked for before the runtime could ask
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
