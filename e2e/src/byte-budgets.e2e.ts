// Bytes are deterministic: the production builds' JS+CSS before home and each remote's first page, as gzip (the budgets'
// unit; players that take br get the build's brotli copies, about 11 % fewer),
// are held to their budgets here, and every library trim is proven in the built files (stand-in in, library file out).
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Page, Request } from 'playwright-core';
import { openPage } from './support/browser';
import { until } from './support/until';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { homeTimeline, noteHomeShown } from './support/home-shown';
import { REMOTE_TILES } from './support/remote-tiles';

interface LibraryTrim {
  pkg: string;
  file: string;
  libraryMarkers: string[];
  standInMarker: string | null;
}
const { LIBRARY_TRIMS } = require('@uc/build-config/library-trims') as { LIBRARY_TRIMS: LibraryTrim[] };

const suite = useE2eSuite();
const ROOT = path.join(__dirname, '../..');
const KB = 1024;
// 160 KB is the aim: the bytes branch reached 159.9 KB, then the public deletion page's config and the player's turn
// (identifiers out of URLs) landed beside it at 161.7 KB; held at 162 KB until they are trimmed (docs/performance.md).
const HOME_BUDGET = 162 * KB;
const REMOTE_PAGE_BUDGET = 40 * KB;
const isJsCss = (url: string) => /\.(js|css)$/.test(new URL(url).pathname);

/** The build folder that serves a stack URL (each app on its own port). */
function distFileOf(url: string): string {
  const u = new URL(url);
  const dir = Object.entries(suite.stack.ports).find(([, port]) => String(port) === u.port)?.[0];
  if (!dir) throw new Error(`no app of the stack serves ${url}`);
  return path.join(ROOT, dir, 'dist', decodeURIComponent(u.pathname));
}

/** A file's bytes as served: its precompressed copy (build-config/precompress.js), else gzip -9 of it. */
function servedBytes(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function figure(urls: string[]) {
  const files = [...new Set(urls.filter(isJsCss))].map((u) => ({ file: path.relative(ROOT, distFileOf(u)), bytes: servedBytes(distFileOf(u)) }));
  return { total: files.reduce((n, f) => n + f.bytes, 0), files };
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** Every request the page sends from now on, and which of them have ended (answered or failed). */
function trackRequests(page: Page) {
  const sent: Request[] = [];
  const open = new Set<Request>();
  page.on('request', (r) => {
    sent.push(r);
    open.add(r);
  });
  const end = (r: Request) => open.delete(r);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { sentSoFar: () => [...sent], ended: (r: Request) => !open.has(r) };
}

/** A new page opening home with a player logged in through native, its requests tracked from the first. */
async function openLoggedInHome() {
  const w = await openPage(suite.browser);
  await noteHomeShown(w.context);
  const requests = trackRequests(w.page);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  return { w, requests };
}

test('JS+CSS before home stays within its budget (162 KB gzip for now, 160 the aim)', async () => {
  const { w, requests } = await openLoggedInHome();
  await homeTimeline(w.page);
  // A resource has its timing entry only once it has arrived: every request sent before home showed (the page reports
  // it to the driver before the answer that home showed) is waited for, so one still in flight then (the transport
  // chunk, started early) is counted too.
  const sentBeforeHome = requests.sentSoFar();
  await until('every request sent before home showed has ended', () => sentBeforeHome.every(requests.ended));
  const { homeShownAt, resources } = await homeTimeline(w.page);
  const beforeHome = figure(resources.filter((r) => r.start < homeShownAt).map((r) => r.url));
  console.log(`JS+CSS before home: ${kb(beforeHome.total)} gzip of ${kb(HOME_BUDGET)}\n${beforeHome.files.map((f) => `  ${f.file} ${kb(f.bytes)}`).join('\n')}`);
  expect(beforeHome.files.some((f) => /^host\/dist\/main\.[0-9a-f]+\.js$/.test(f.file))).toBe(true);
  expect(beforeHome.total).toBeLessThanOrEqual(HOME_BUDGET);
  // English (en_US here; every cold open's first language, SPEC §9) comes inside main.js: no round trip for texts
  expect(beforeHome.files.filter((f) => /texts-/.test(f.file))).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

// After home, before the first tap: 42 KB as sent (the bench's figure, HTTP/1.1 headers in: five files,
// ~0.5 KB each). Here the bodies (brotli copies, what a player's webview takes): 39.5 KB. The form and hosted-page
// helpers (@uc/shared/forms, /hosted) are no part of it: no remote's first page imports them (docs/performance.md).
const PRELOAD_BUDGET_BR = 39.5 * KB;

/** A file's bytes as a webview that takes brotli gets it: its brotli copy, else its gzip copy. */
function brotliBytes(file: string): number {
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : servedBytes(file);
}

test("home's preload readies a first tap with at most 39.5 KB br of JS+CSS (the bench's 42 KB as sent)", async () => {
  const { w, requests } = await openLoggedInHome();
  const { homeShownAt } = await homeTimeline(w.page);
  // The preload starts the runtime, the kernel's page part and the remote loader, then the first remote's container
  // (account's tiles come first): what a first tap needs is everything up to account's remoteEntry.js.
  const accountEntry = `:${suite.stack.ports['remote-account']}/remoteEntry.js`;
  await until("home's preload requested account's remoteEntry.js", () => requests.sentSoFar().some((r) => r.url().endsWith(accountEntry)));
  const sent = requests.sentSoFar();
  const upToEntry = sent.slice(0, sent.findIndex((r) => r.url().endsWith(accountEntry)) + 1);
  await until('those requests have ended', () => upToEntry.every(requests.ended));
  const { resources } = await homeTimeline(w.page);
  const afterHome = new Set(resources.filter((r) => r.start >= homeShownAt).map((r) => r.url));
  const files = [...new Set(upToEntry.map((r) => r.url()).filter((u) => isJsCss(u) && afterHome.has(u)))].map((u) => ({
    file: path.relative(ROOT, distFileOf(u)),
    bytes: brotliBytes(distFileOf(u)),
  }));
  const total = files.reduce((n, f) => n + f.bytes, 0);
  console.log(`preload before a first tap: ${kb(total)} br of ${kb(PRELOAD_BUDGET_BR)}\n${files.map((f) => `  ${f.file} ${kb(f.bytes)}`).join('\n')}`);
  const names = files.map((f) => f.file);
  // what any first tap needs: the federation runtime, the kernel's page part, the loader, the first container
  for (const needed of [/^host\/dist\/federation\.[0-9a-f]+\.js$/, /^host\/dist\/uc-shared\.[0-9a-f]+\.js$/, /^host\/dist\/remote-loader\.[0-9a-f]+\.js$/, /^remote-account\/dist\/remoteEntry\.js$/]) {
    expect({ needed: String(needed), found: names.some((n) => needed.test(n)) }).toEqual({ needed: String(needed), found: true });
  }
  expect(names.filter((n) => /uc-shared-(forms|hosted)/.test(n))).toEqual([]);
  expect(total).toBeLessThanOrEqual(PRELOAD_BUDGET_BR);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test("each remote's first page brings at most 40 KB gzip of its own JS+CSS", async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').first().waitFor();
  // Home's idle preload started every remote's container: a visit then fetches its page's own files only.
  await w.page.waitForFunction(() => ['uc_account', 'uc_messages', 'uc_support', 'uc_deletion'].every((n) => typeof (window as unknown as Record<string, unknown>)[n] === 'object'));
  const remotePorts = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'].map((d) => String(suite.stack.ports[d]));
  const figures: Record<string, ReturnType<typeof figure>> = {};
  for (const t of REMOTE_TILES) {
    const requested: string[] = [];
    const note = (r: { url(): string }) => requested.push(r.url());
    w.page.on('request', note);
    await w.page.getByRole('button', { name: t.tile }).first().click();
    await w.page.getByText(t.content, { exact: false }).first().waitFor();
    w.page.off('request', note);
    figures[t.hash] = figure(requested.filter((u) => remotePorts.includes(new URL(u).port)));
    await w.page.getByRole('button', { name: 'Back' }).first().click();
    await w.page.waitForFunction(() => location.hash === '#/');
  }
  console.log(Object.entries(figures).map(([hash, f]) => `${hash}: ${kb(f.total)} gzip of ${kb(REMOTE_PAGE_BUDGET)} (${f.files.map((x) => path.basename(x.file)).join(', ')})`).join('\n'));
  for (const [hash, f] of Object.entries(figures)) {
    expect({ hash, hasFiles: f.files.length > 0 }).toEqual({ hash, hasFiles: true });
    expect({ hash, withinBudget: f.total <= REMOTE_PAGE_BUDGET, total: f.total }).toEqual({ hash, withinBudget: true, total: f.total });
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

describe('library trims in the production builds (npm run build, npm run build:standalone)', () => {
  const builtJs = ['host', 'remote-account', 'remote-messages', 'remote-support', 'remote-deletion', 'standalone'].flatMap((dir) =>
    fs.readdirSync(path.join(ROOT, dir, 'dist')).filter((f) => f.endsWith('.js')).map((f) => path.join(ROOT, dir, 'dist', f)),
  );
  const sources = builtJs.map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') }));
  const filesWith = (marker: string) => sources.filter((s) => s.text.includes(marker)).map((s) => s.file);

  // axios and jsencrypt travel in the kernel's transport chunk (shared/src/api/load-transport.ts), not in main.js
  test.each(LIBRARY_TRIMS.map((t): [string, LibraryTrim] => [`${t.pkg}/${t.file}`, t]))('%s: out of every build, and its stand-in in the transport chunk where anything reaches it', (_name, trim) => {
    for (const marker of trim.libraryMarkers) expect({ marker, files: filesWith(marker) }).toEqual({ marker, files: [] });
    if (!trim.standInMarker) return; // no text of its own to find (build-config/library-trims/index.js says why)
    for (const app of ['host', 'standalone']) {
      const inTransport = filesWith(trim.standInMarker).some((f) => new RegExp(`^${app}/dist/transport\\.[0-9a-f]+\\.js$`).test(f));
      const inMain = filesWith(trim.standInMarker).some((f) => new RegExp(`^${app}/dist/main\\.[0-9a-f]+\\.js$`).test(f));
      expect({ app, inTransport, inMain }).toEqual({ app, inTransport: true, inMain: false });
    }
  });
});

// Issue 37: the page's one federation runtime (build-config/runtime-core-provider.js) serves every remote, so no
// federation package is in two files a page loads, and a remote's container is its webpack runtime and tables alone.
describe('one federation runtime per page (npm run build)', () => {
  const REMOTE_DIRS = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'];
  const jsOf = (dir: string) => fs.readdirSync(path.join(ROOT, dir, 'dist')).filter((f) => f.endsWith('.js')).map((f) => `${dir}/dist/${f}`);
  // a remote's main.js and mf-runtime-core.js are its own page's; its container and chunks are what the host's page loads
  const ownPageOnly = (file: string) => /\/(main\.[0-9a-f]+|mf-runtime-core)\.js$/.test(file);
  const PAGES: Record<string, string[]> = {
    host: [...jsOf('host'), ...REMOTE_DIRS.flatMap(jsOf).filter((f) => !ownPageOnly(f))],
    ...Object.fromEntries(REMOTE_DIRS.map((dir) => [dir, jsOf(dir).filter((f) => !f.endsWith('/remoteEntry.js'))])),
  };
  const text = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
  // a text only that package's code holds, kept by the minifier (a hook name, a property, a message)
  const PACKAGE_MARKERS: [pkg: string, marker: string][] = [
    ['@module-federation/runtime-core', 'beforeRegisterRemote'],
    ['@module-federation/webpack-bundler-runtime', 'hasAttachShareScopeMap'],
    ['@module-federation/runtime', 'getGlobalFederationInstance'],
    ['@module-federation/sdk', '[ Module Federation ]'],
    ['@module-federation/error-codes', 'Please call createInstance first'],
  ];

  test.each(PACKAGE_MARKERS)('%s: in exactly one file of the host’s page and of each remote’s own page', (_pkg, marker) => {
    for (const [page, files] of Object.entries(PAGES)) {
      const copies = files.filter((f) => text(f).includes(marker));
      expect({ page, copies }).toEqual({ page, copies: [expect.any(String)] });
    }
  });

  // webpack's own sharing runtime registers each share as `("react","18.3.1",…)`; beside the federation plugin's it is
  // dead code (build-config/single-share-runtime-plugin.js). The container offers no copies of its own: the page lends
  // every share (build-config/container-without-provides-plugin.js).
  test.each(REMOTE_DIRS)('%s: remoteEntry.js has one sharing runtime, the federation plugin’s, and offers no library', (dir) => {
    expect(text(`${dir}/dist/remoteEntry.js`)).not.toMatch(/\("react","\d+\.\d+\.\d+",/);
    expect(text(`${dir}/dist/remoteEntry.js`)).toMatch(/initOptions\.shared=\{\}[,;]/);
  });

  // 8.6–9.3 KB with a runtime of their own, 3.9–4.7 KB with the page's, 3.4 KB and under once a remote's chunks are
  // named by id and the build's hash (no table of per-chunk hashes): issue 37 asked 4 KB (docs/performance.md).
  test.each(REMOTE_DIRS)('%s: remoteEntry.js is at most 4 KB as sent (its brotli copy)', (dir) => {
    const bytes = fs.statSync(path.join(ROOT, dir, 'dist/remoteEntry.js.br')).size;
    const budget = 4 * KB;
    console.log(`${dir}/dist/remoteEntry.js: ${kb(bytes)} br of ${kb(budget)}`);
    expect(bytes).toBeLessThanOrEqual(budget);
  });

  // What the host's page loads of a remote, page by page: the files each exposed page names (its manifest's sync JS).
  const pageFiles = (dir: string) =>
    (JSON.parse(text(`${dir}/dist/mf-manifest.json`)) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes.map((e) =>
      e.assets.js.sync.map((f) => `${dir}/dist/${f}`),
    );

  // lucide-react is a share (build-config/shared-facades/lucide-react.js): the icon core is the host's, once, where
  // every page of every remote carried a copy (12 in a visit of every route)
  test.each(REMOTE_DIRS)('%s: no page brings lucide’s icon core of its own', (dir) => {
    const withCore = [...new Set(pageFiles(dir).flat())].filter((f) => text(f).includes('iconNode is required'));
    expect({ dir, withCore }).toEqual({ dir, withCore: [] });
  });

  // the texts' loader and the kernel probe every page imports first: one file shared by the pages, not a copy in each
  // (build-config/webpack-app.js, PAGE_START)
  test.each(REMOTE_DIRS)('%s: what every page imports first is one file', (dir) => {
    const app = dir.replace('remote-', '');
    const pages = pageFiles(dir);
    const holders = [...new Set(pages.flat())].filter((f) => text(f).includes(`"${app}",{useState:`));
    expect({ dir, holders }).toEqual({ dir, holders: [expect.any(String)] });
    for (const files of pages) expect(files).toContain(holders[0]);
  });
});
