// Smoke test of the standalone build (issue 7, `npm run build:standalone`): the host and every remote page in one
// app with no federation, served as static files with a provider stand-in of its own. Logged in through ucOnLogin,
// home shows its tiles, and a tile opens a page of each remote — every page from this one origin, no remote entry.
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { Browser } from 'playwright-core';
import { startStandalone, STANDALONE_DIST, type StartedStandalone } from '../../scripts/bench/standalone-server';
import { launchChromium, openPage } from './support/browser';
import { nativeLogin } from './support/session';
import { E2E_PORT_BASE, expectEveryRequestDecrypted } from './support/stack';
import { standIn } from './support/stand-in';
import { visitEachRemoteTile } from './support/remote-tiles';

let app: StartedStandalone;
let browser: Browser;
let provider: ReturnType<typeof standIn>;

beforeAll(async () => {
  // `npm test` builds the federated apps only: build the standalone app here if it is not there yet.
  if (!fs.existsSync(path.join(STANDALONE_DIST, 'index.html'))) {
    execFileSync('npm', ['run', 'build:standalone'], { cwd: path.join(__dirname, '../..'), stdio: 'inherit' });
  }
  // Beside the federated stack's ports (host + 50, provider + 50): both can run at once.
  app = await startStandalone({ portBase: E2E_PORT_BASE + 50 });
  provider = standIn(app.provider.url);
  browser = await launchChromium(app.ports);
}, 180000);

afterAll(async () => {
  try {
    if (provider) await expectEveryRequestDecrypted(provider);
  } finally {
    await browser?.close();
    await app?.stop();
  }
});

test('standalone build: logged in, home shows its tiles and a tile opens a page of each remote, all from one origin', async () => {
  const w = await openPage(browser);
  const origins = new Set<string>();
  const federationFiles: string[] = [];
  w.page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) origins.add(url.origin);
    if (/mf-manifest\.json|remoteEntry\.js/.test(url.pathname)) federationFiles.push(r.url());
  });
  await w.page.goto(`${app.url}/#/index?page=home`);
  await nativeLogin(w.page, await provider.session());
  await w.page.getByText('Aria').waitFor();
  for (const name of ['Account', 'Messages', 'Code box', 'Change password', 'FAQ', 'Delete account']) {
    await w.page.getByRole('button', { name: new RegExp(`^${name}`) }).first().waitFor();
  }
  await visitEachRemoteTile(w.page);
  expect([...origins]).toEqual([app.url]);
  expect(federationFiles).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('standalone build: a page opened directly by its address renders without federation', async () => {
  const w = await openPage(browser);
  await w.page.goto(`${app.url}/#/`);
  await nativeLogin(w.page, await provider.session());
  await w.page.getByText('Aria').waitFor();
  // (a page with a form of its own: changepassword now starts at its verification when the provider speaks proof)
  await w.page.goto(`${app.url}/#/bindPhone`);
  await w.page.getByLabel('Phone number', { exact: true }).waitFor();
  await w.page.goto(`${app.url}/#/useragreement`);
  await w.page.getByText('User Agreement').first().waitFor();
  // no route of the build falls back to the "page unavailable" screen of a remote that did not load
  expect(await w.page.getByText(/unavailable|could not be loaded/i).count()).toBe(0);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
