// Issue 10 point 4, run time, standalone build: the same deletions as old-webview-apis.e2e.ts (Chrome 70 / iOS 12.0
// have none of these APIs); the standalone entry installs them first, and home plus a page of each remote render.
import fs from 'fs';
import path from 'path';
import type { Browser } from 'playwright-core';
import { startStandalone, STANDALONE_DIST, type StartedStandalone } from '../../scripts/bench/standalone-server';
import { launchChromium } from './support/browser';
import { apiStates, DELETED_APIS, openOldWebviewPage } from './support/old-webview';
import { nativeLogin } from './support/session';
import { E2E_PORT_BASE } from './support/stack';
import { standIn } from './support/stand-in';
import { REMOTE_TILES } from './support/remote-tiles';

let app: StartedStandalone;
let browser: Browser;

beforeAll(async () => {
  if (!fs.existsSync(path.join(STANDALONE_DIST, 'index.html'))) throw new Error('no standalone build: run `npm run build:standalone`');
  // its own ports: beside this base's federated stack (+0…+4, +100…) and standalone.e2e.ts's (+50, +150)
  app = await startStandalone({ portBase: E2E_PORT_BASE + 15 });
  browser = await launchChromium(app.ports);
}, 180000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('standalone build without the newer APIs: polyfilled, home and a page of each remote render', async () => {
  const w = await openOldWebviewPage(browser);
  await w.page.goto(`${app.url}/#/index?page=home`);
  await nativeLogin(w.page, await standIn(app.provider.url).session());
  await w.page.getByText('Aria').first().waitFor();
  expect(Object.values(await apiStates(w.page))).toEqual(DELETED_APIS.map(() => 'polyfill'));
  for (const { hash, content } of REMOTE_TILES) {
    await w.page.goto(`${app.url}/${hash}`);
    await w.page.getByText(content, { exact: false }).first().waitFor();
  }
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
