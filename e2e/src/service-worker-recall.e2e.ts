// Recalling the host's service worker (docs/deployment.md, "Recalling the service worker"; docs/repeat-open.md): a
// cached file a page script rewrote is never served, a newer build deletes the older one's caches, and the emergency
// sw.js or app-config.json `"serviceWorker": false` leave the next open clean. Served by real nginx, as deployed: a
// host upload (another sw.js) is a new release folder `current` points at.
import fs from 'fs';
import path from 'path';
import { useE2eSuite } from './support/suite';
import { useNginx } from './support/nginx';
import { E2E_PORT_BASE } from './support/stack';
import {
  cacheNames, databaseNames, noWorkerNoCaches, registrationCount, serviceWorkerOpens, untilInPage,
} from './support/service-worker';

const suite = useE2eSuite();
useNginx(suite);
const { openWithServiceWorker, nextOpen } = serviceWorkerOpens(suite);
const HOST_DIST = path.join(__dirname, '../../host/dist');
const UPLOADS = path.join(__dirname, '../../.tmp/e2e-service-worker', String(E2E_PORT_BASE));

/** A copy of the host's build, changed by `edit`, uploaded as a host release: what `current` then serves. */
async function deployHostCopy(name: string, edit: (dir: string) => void) {
  const dir = path.join(UPLOADS, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(HOST_DIST, dir, { recursive: true });
  edit(dir);
  await suite.stack.setHostConfig({}, { root: dir });
}

/** The recall as docs/deployment.md tells an operator to ship it: sw-recall.js and its compressed copies become sw.js's. */
function shipRecall(dir: string) {
  for (const ext of ['', '.br', '.gz']) fs.rmSync(path.join(dir, `sw.js${ext}`), { force: true });
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('sw-recall.js'))) {
    fs.copyFileSync(path.join(dir, file), path.join(dir, file.replace(/^sw-recall\.js/, 'sw.js')));
  }
}

/** What the server sends for a file of the host (nginx, through no cache). */
async function served(pathname: string): Promise<string> {
  const res = await fetch(`${suite.stack.hostUrl}${pathname}`, { headers: { 'Cache-Control': 'no-cache' } });
  expect(res.status).toBe(200);
  return res.text();
}

afterEach(() => suite.stack.setHostConfig({}));

test('a cached file a page script rewrote is never served: the next open checks every file and fetches it again', async () => {
  const { w, session } = await openWithServiceWorker();
  // an open under the worker: it keeps the host's chunks loaded after main.js (kept on use)
  await w.page.close();
  const second = await nextOpen(w.context, session);
  await untilInPage(second.page, 'the federation chunk kept', async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => /\/federation\.[0-9a-f]{8}\.js$/.test(r.url))) return true;
    }
    return false;
  });

  // An attacker's one-time script (an XSS, a bad remote release) rewrites every cached script and the shell.
  const poisoned = await second.page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const { pathname } = new URL(request.url);
        const original = await (await cache.match(request))!.text();
        const mark = `window.__ucPoisoned=(window.__ucPoisoned||[]).concat(${JSON.stringify(pathname)});`;
        if (pathname.endsWith('.js')) {
          await cache.put(request, new Response(`${mark}\n${original}`, { headers: { 'Content-Type': 'text/javascript' } }));
        } else if (pathname === '/') {
          // the shell stored with no CSP header, so an inline script of its own runs
          const html = original.replace('<head>', `<head><script>${mark}</script>`);
          await cache.put(request, new Response(html, { headers: { 'Content-Type': 'text/html' } }));
        } else continue;
        out.push(pathname);
      }
    }
    return out;
  });
  expect(poisoned).toEqual(
    expect.arrayContaining(['/', expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^\/federation\.[0-9a-f]{8}\.js$/)]),
  );
  await second.page.close();

  // the next open: home as always, none of the rewritten bytes ran
  const third = await nextOpen(w.context, session);
  expect(await third.page.evaluate(() => (window as unknown as { __ucPoisoned?: string[] }).__ucPoisoned)).toBeUndefined();
  expect(await third.document.text()).toBe(await served('/'));
  // and each file's cache entry holds the server's bytes again (dropped, fetched, kept once it checks)
  const expected = Object.fromEntries(await Promise.all(poisoned.map(async (p) => [p, await served(p)])));
  await untilInPage(
    third.page,
    'the server\'s bytes in every rewritten entry',
    async (want: Record<string, string>) => {
      const found: Record<string, string> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          if (pathname in want) found[pathname] = await (await cache.match(request))!.text();
        }
      }
      return Object.keys(want).every((p) => found[p] === want[p]);
    },
    expected,
  );
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('caches are named per host build; a newer build deletes the older build\'s caches (and the first worker\'s) when it takes over', async () => {
  const { w, session } = await openWithServiceWorker();
  const names = await cacheNames(w.page);
  const builds = new Set(names.map((n) => /^uc-[a-z]+-([0-9a-f]{12,})$/.exec(n)?.[1]));
  expect([...builds]).toHaveLength(1);
  const [build] = [...builds] as string[];
  expect(build).toBeTruthy();
  expect(names).toEqual(expect.arrayContaining([`uc-precache-${build}`, `uc-shell-${build}`]));
  // the build's id is the one stamped into sw.js
  const sw = fs.readFileSync(path.join(HOST_DIST, 'sw.js'), 'utf8');
  expect(sw).toContain(build);

  // what the first worker (before caches carried the build) left on a device: its caches and its expiry database
  const legacy = ['uc-shell', 'uc-hashed-files', `workbox-precache-v2-${suite.stack.hostUrl}/`];
  await w.page.evaluate(async (names) => {
    for (const name of names) await (await caches.open(name)).put('/legacy', new Response('kept by the first worker'));
    await new Promise((done) => {
      indexedDB.open('workbox-expiration').onsuccess = (e) => done(((e.target as IDBOpenDBRequest).result as IDBDatabase).close());
    });
  }, legacy);

  // a host release: another sw.js (another id) uploaded
  const next = build.replace(/[0-9a-f]/g, (c) => (c === 'f' ? '0' : (parseInt(c, 16) + 1).toString(16)));
  await deployHostCopy('newer-build', (dir) => {
    for (const ext of ['.br', '.gz']) fs.rmSync(path.join(dir, `sw.js${ext}`), { force: true });
    fs.writeFileSync(path.join(dir, 'sw.js'), sw.split(build).join(next));
  });
  await w.page.close();
  // the open that finds it: the browser installs it in the background, and it deletes the older build's caches
  const found = await nextOpen(w.context, session);
  await untilInPage(
    found.page,
    'the new build\'s caches and none of the older',
    async ([older, newer]: string[]) => {
      const all = await caches.keys();
      return all.includes(`uc-precache-${newer}`) && all.includes(`uc-shell-${newer}`) && !all.some((n) => n.includes(older));
    },
    [build, next],
  );
  await found.page.close();
  // the open after it runs from the new build's caches
  const after = await nextOpen(w.context, session);
  expect(after.document.fromServiceWorker()).toBe(true);
  const namesAfter = await cacheNames(after.page);
  expect(namesAfter.every((n) => n.endsWith(`-${next}`))).toBe(true);
  expect(namesAfter.filter((n) => legacy.includes(n))).toEqual([]);
  expect(await databaseNames(after.page)).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('the recall: sw-recall.js shipped as sw.js removes the worker and every cache; the open after is clean', async () => {
  const { w, session } = await openWithServiceWorker();
  expect((await cacheNames(w.page)).length).toBeGreaterThan(0);
  await deployHostCopy('recall', shipRecall);
  await w.page.close();

  // the open that finds the recall: still answered by the worker it had, which the recall then replaces and removes
  const found = await nextOpen(w.context, session);
  expect(found.document.fromServiceWorker()).toBe(true);
  await noWorkerNoCaches(found.page);
  await found.page.close();

  // the open after: from the network, no worker controls it, nothing is cached
  const clean = await nextOpen(w.context, session);
  expect(clean.document.fromServiceWorker()).toBe(false);
  expect(await clean.page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // (home registers sw.js again, which is the recall: it removes itself and its registration is gone again)
  await noWorkerNoCaches(clean.page);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('app-config.json "serviceWorker": false unregisters the worker and clears its caches at the next open', async () => {
  const { w, session } = await openWithServiceWorker();
  expect((await cacheNames(w.page)).length).toBeGreaterThan(0);
  await suite.stack.setHostConfig({ serviceWorker: false });
  await w.page.close();

  // the next open reads the flag: the page unregisters the worker and deletes its caches
  const found = await nextOpen(w.context, session);
  await untilInPage(found.page, 'no registration', async () => (await navigator.serviceWorker.getRegistrations()).length === 0);
  await found.page.close();

  // the open after: from the network, no worker, no cache, and home asks for none
  await w.context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const w2 = window as unknown as { __swRegisterCalls: number };
    w2.__swRegisterCalls = 0;
    container.register = (...args: Parameters<typeof register>) => {
      w2.__swRegisterCalls += 1;
      return register(...args);
    };
  });
  const clean = await nextOpen(w.context, session);
  expect(clean.document.fromServiceWorker()).toBe(false);
  expect(await clean.page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await noWorkerNoCaches(clean.page);
  // home with its tiles, then two idle periods (home registers in the first after its tiles): no register() call
  await clean.page.locator('[data-tile="deleteApply"]').waitFor();
  await clean.page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(() => done(undefined)))));
  expect(await clean.page.evaluate(() => (window as unknown as { __swRegisterCalls: number }).__swRegisterCalls)).toBe(0);
  expect(await registrationCount(clean.page)).toBe(0);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
