// A remote that is down shows the fallback with retry; the rest keeps working; retry works without a reload.
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { startE2eStack, expectEveryRequestDecrypted, type Stack } from './support/stack';
import { nativeLogin } from './support/session';
import type { standIn } from './support/stand-in';

let browser: Browser;
let stack: Stack;
let provider: ReturnType<typeof standIn>;

beforeAll(async () => {
  ({ stack, provider } = await startE2eStack());
  browser = await launchChromium();
});
afterAll(async () => {
  await expectEveryRequestDecrypted(provider);
  await browser?.close();
  await stack?.stop();
});

test('messages remote stopped → fallback with retry, other routes fine, restarted → retry shows the page without a reload', async () => {
  await stack.stopApp('remote-messages');
  const w = await openPage(browser);
  // the SDK opens the client entry; page=home makes back go through history
  await w.page.goto(`${stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await provider.session());
  await w.page.getByText('Aria').waitFor();
  await w.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await w.page.getByRole('button', { name: /^Messages/ }).first().click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/mymessage'));
  const retry = w.page.getByRole('button', { name: 'Retry' });
  await retry.waitFor({ timeout: 30000 });
  await w.page.getByText('This section could not be loaded.').waitFor();
  await screenshot(w.page, 'fallback-portrait');
  expect((await w.nativeCalls()).some((c) => c.method === 'report')).toBe(true);

  // home and another remote still work while messages is down
  await w.page.goto(`${stack.hostUrl}/#/faq`);
  await w.page.getByText('Account & Login').first().waitFor().catch(async (e) => {
    await screenshot(w.page, 'debug-faq-while-messages-down');
    throw e;
  });
  await w.page.goto(`${stack.hostUrl}/#/`);
  await w.page.getByText('Aria').waitFor();

  await w.page.goto(`${stack.hostUrl}/#/mymessage`);
  await w.page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30000 });
  await stack.startApp('remote-messages');
  await w.page.getByRole('button', { name: 'Retry' }).click();
  await w.page.getByText('Launch gift pack').first().waitFor();
  expect(await w.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
