// Independent deployment, end to end, served by real nginx (deploy/nginx.conf) as a deployment is: a remote rebuilt
// alone and uploaded to a new release folder on its origin replaces the old one when the environment's
// app-config.json (the only file edited; nginx is not reloaded) points at it, and pointing back rolls it back; a
// remote built against an older compatible kernel runs in a host with a newer one (one kernel copy); a remote whose
// kernel requirement cannot be met shows the fallback with a clear message and a report, not a crash.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { buildVariant } from '../../scripts/build-variant';
import { nativeReports, openPage, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { NGINX_DIR, useNginx } from './support/nginx';
import { nativeLogin } from './support/session';
import { kernelIdentity } from './support/kernel-probe';
import { E2E_PORT_BASE } from './support/stack';

const suite = useE2eSuite();
const nginx = useNginx(suite);
const VARIANTS = path.join(__dirname, '../../.tmp/e2e-variants', String(E2E_PORT_BASE));
const OLD_TEXT = 'Important notice';
const NEW_TEXT = 'Important notice, release 2';
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';

let releasedManifest: string;
let futureManifest: string;
let react19Manifest: string;
let newerHostDist: string;

beforeAll(async () => {
  // Three throw-away builds from copies of the sources under .tmp/ (the real app folders are never touched).
  const [released, future, host, react19] = await Promise.all([
    buildVariant({
      appDir: 'remote-deletion',
      workDir: path.join(VARIANTS, 'deletion-release-2'),
      edits: [{ file: 'src/locales/en.json', from: `"heading": "${OLD_TEXT}"`, to: `"heading": "${NEW_TEXT}"` }],
    }),
    buildVariant({ appDir: 'remote-deletion', workDir: path.join(VARIANTS, 'deletion-kernel-2'), sharedRequired: '^2.0.0' }),
    buildVariant({ appDir: 'host', workDir: path.join(VARIANTS, 'host-kernel-1.1'), sharedVersion: '1.1.0' }),
    // a team's release built against React 19 (what the remotes were built with before the host moved to 18.3)
    buildVariant({ appDir: 'remote-deletion', workDir: path.join(VARIANTS, 'deletion-react-19'), reactVersion: '19.1.0' }),
  ]);
  // uploaded as new release folders on remote-deletion's origin, beside the release in use
  releasedManifest = nginx.apps.addRelease('remote-deletion', 'release-2', released);
  futureManifest = nginx.apps.addRelease('remote-deletion', 'kernel-2', future);
  react19Manifest = nginx.apps.addRelease('remote-deletion', 'react-19', react19);
  newerHostDist = host;
}, 240000);

// every test starts from the environment as deployed (a failed test leaves no pointer behind)
beforeEach(() => suite.stack.setHostConfig({}));

/** app-config.json `remotes` of this stack with one remote pointed elsewhere. */
function remotesWith(name: string, manifestUrl: string) {
  const remotes: Record<string, string> = {};
  for (const [dir, key] of Object.entries({ 'remote-account': 'account', 'remote-messages': 'messages', 'remote-support': 'support', 'remote-deletion': 'deletion' })) {
    remotes[key] = `${suite.stack.appUrl(dir)}/mf-manifest.json`;
  }
  return { ...remotes, [name]: manifestUrl };
}

async function openLoggedIn({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const w = await openPage(suite.browser, undefined, { serviceWorkers });
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(SESSION));
  await w.page.getByText('Aria').first().waitFor();
  return w;
}

const heading = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true });

test('hot swap: a remote rebuilt alone into a new location shows after a reload; pointing back rolls it back', async () => {
  const w = await openLoggedIn();
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/deleteapply`);
  await heading(page, OLD_TEXT).waitFor();

  // release: the environment's app-config.json (that file only) points remotes.deletion at the new upload
  const configFile = path.join(NGINX_DIR, 'www/host/current/app-config.json');
  const before = fs.readFileSync(configFile, 'utf8');
  await suite.stack.setHostConfig({ remotes: remotesWith('deletion', releasedManifest) });
  expect(fs.readFileSync(configFile, 'utf8')).not.toBe(before);
  const manifests: string[] = [];
  page.on('request', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(r.url()));
  await page.reload();
  await heading(page, NEW_TEXT).waitFor();
  expect(manifests).toContain(releasedManifest);
  expect(await heading(page, OLD_TEXT).count()).toBe(0);
  await screenshot(page, 'deployment-hot-swap-release-2');

  // rollback: point it back
  await suite.stack.setHostConfig({});
  await page.reload();
  await heading(page, OLD_TEXT).waitFor();
  expect(await heading(page, NEW_TEXT).count()).toBe(0);
  expect(w.pageErrors).toEqual([]);
  // the same nginx process throughout: a release and a rollback are a file edit, not a server change
  expect(nginx.apps.running()).toBe(true);
  await w.context.close();
});

test('hot swap with the service worker active: the release shows on the very next open', async () => {
  const w = await openLoggedIn({ serviceWorkers: 'allow' });
  const { page } = w;
  // the service worker registered after home and installed; the next open is its (the shell from its cache)
  await page.evaluate(() => navigator.serviceWorker.ready);
  const documents: boolean[] = [];
  page.on('response', (r) => r.request().resourceType() === 'document' && documents.push(r.fromServiceWorker()));
  await page.goto(`${suite.stack.hostUrl}/#/deleteapply`);
  await page.reload();
  await heading(page, OLD_TEXT).waitFor();
  expect(documents).toEqual([true]);

  // release: app-config.json alone, then one reload
  await suite.stack.setHostConfig({ remotes: remotesWith('deletion', releasedManifest) });
  await page.reload();
  await heading(page, NEW_TEXT).waitFor();
  expect(documents).toEqual([true, true]);
  expect(await heading(page, OLD_TEXT).count()).toBe(0);

  // rollback: likewise one reload
  await suite.stack.setHostConfig({});
  await page.reload();
  await heading(page, OLD_TEXT).waitFor();
  expect(documents).toEqual([true, true, true]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('version skew: remotes built against @uc/shared 1.0.0 run in a host providing 1.1.0, with one kernel', async () => {
  await suite.stack.setHostConfig({}, { root: newerHostDist });
  const w = await openLoggedIn();
  const { page } = w;
  await page.goto(`${suite.stack.hostUrl}/#/deleteapply`);
  await heading(page, OLD_TEXT).waitFor();
  await page.goto(`${suite.stack.hostUrl}/#/faq`);
  await page.getByText('Account & Login').first().waitFor();
  const kernel = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const versions = new Set<string>();
    for (const scopes of Object.values(share)) for (const scope of Object.values(scopes)) {
      for (const [version, entry] of Object.entries(scope['@uc/shared'] ?? {})) if (entry.loaded || entry.lib) versions.add(version);
    }
    return [...versions];
  });
  expect(kernel).toEqual(['1.1.0']);
  const probes = await kernelIdentity(page);
  expect(probes.apps.length).toBeGreaterThanOrEqual(3);
  expect(probes.differing).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
  await suite.stack.setHostConfig({});
});

test('version skew: a remote that needs @uc/shared 2.x shows the incompatible fallback and a report, no second kernel', async () => {
  await suite.stack.setHostConfig({ remotes: remotesWith('deletion', futureManifest) });
  const w = await openLoggedIn();
  const { page } = w;
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(`${suite.stack.hostUrl}/#/deleteapply`);
  await page.getByText('This section needs a newer version of the app.').waitFor({ timeout: 30000 });
  // the remote's own copy of the kernel (its manifest names the chunks) was never fetched
  const manifest = await (await fetch(futureManifest)).json();
  const kernelChunks: string[] = manifest.shared.find((x: { name: string }) => x.name === '@uc/shared').assets.js.sync;
  expect(kernelChunks.length).toBeGreaterThan(0);
  expect(fetched.filter((u) => kernelChunks.some((c) => u.endsWith(`/${c}`)))).toEqual([]);
  await screenshot(page, 'deployment-remote-incompatible');
  const reports = await nativeReports(w);
  expect(reports).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'remote-incompatible', remote: 'deletion' })]));
  const probes = await kernelIdentity(page);
  expect(probes.differing).toEqual([]);
  expect(probes.apps).not.toContain('deletion');
  // the rest of the app keeps working
  await page.goto(`${suite.stack.hostUrl}/#/`);
  await page.getByText('Aria').first().waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('version skew: a remote built against another React major shows the incompatible fallback and a report, not a second React', async () => {
  await suite.stack.setHostConfig({ remotes: remotesWith('deletion', react19Manifest) });
  const w = await openLoggedIn();
  const { page } = w;
  // straight to the page, whether or not home's idle preload has had another remote ask for React yet
  await page.goto(`${suite.stack.hostUrl}/#/deleteapply`);
  await page.getByText('This section needs a newer version of the app.').waitFor({ timeout: 30000 });
  await screenshot(page, 'deployment-remote-react-major');
  const reports = await nativeReports(w);
  expect(reports).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'remote-incompatible', remote: 'deletion' })]));
  expect(reports.filter((r) => r.code === 'remote-load-failed')).toEqual([]); // no page rendered with a second React
  // the rest of the app keeps working, on the page's one React
  await page.goto(`${suite.stack.hostUrl}/#/mymessage`);
  await page.getByText('Launch gift pack').first().waitFor();
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

// Each remote's own production page (its dist/index.html), served by nginx from its own origin with that origin's
// app-config.json (the stand-in and the simulator of this stack): a team's page alone, with an injected session.
const STANDALONE: [dir: string, home: string, text: string][] = [
  ['remote-account', '#/manageaccount', 'Account management'],
  ['remote-messages', '#/mymessage', 'Launch gift pack'],
  ['remote-support', '#/faq', 'Account & Login'],
  ['remote-deletion', '#/deleteapply', OLD_TEXT],
];

test("each remote's standalone page renders its home with an injected session", async () => {
  for (const [dir, home, text] of STANDALONE) {
    const w = await openPage(suite.browser);
    await w.page.goto(`${suite.stack.appUrl(dir)}/`);
    await w.page.waitForURL((u) => u.hash.startsWith(home));
    await nativeLogin(w.page, await suite.provider.session(SESSION));
    await w.page.getByText(text).first().waitFor();
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  }
});

test('the simulator drives a remote standalone page: session injected on init, calls reach the stand-in', async () => {
  await suite.provider.reset();
  const w = await openPage(suite.browser, { width: 1280, height: 900 });
  const target = `${suite.stack.appUrl('remote-account')}/#/manageaccount`;
  await w.page.goto(
    `${suite.stack.appUrl('simulator')}/?target=${encodeURIComponent(target)}&provider=${encodeURIComponent(suite.stack.provider.url)}`,
  );
  const frame = w.page.frameLocator('iframe');
  await frame.getByText('Account management').first().waitFor({ timeout: 30000 });
  await frame.getByText('fb-123').waitFor(); // the bound accounts the stand-in answered for the injected session
  await screenshot(w.page, 'deployment-standalone-account-in-simulator');
  const calls = await suite.provider.requests();
  expect(calls.some((r) => r.path.startsWith('/open/'))).toBe(true);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
