// A remote that is down shows the fallback with retry; the rest keeps working; retry works without a reload.
import { nativeReports, openPage, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';

const suite = useE2eSuite();

test('messages remote stopped → fallback with retry, other routes fine, restarted → retry shows the page without a reload', async () => {
  await suite.stack.stopApp('remote-messages');
  const w = await openPage(suite.browser);
  // the SDK opens the client entry; page=home makes back go through history
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').waitFor();
  await w.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await w.page.getByRole('button', { name: /^Messages/ }).first().click();
  await w.page.waitForURL((u) => u.hash.startsWith('#/mymessage'));
  const retry = w.page.getByRole('button', { name: 'Retry' });
  await retry.waitFor({ timeout: 30000 });
  await w.page.getByText('This section could not be loaded.').waitFor();
  await screenshot(w.page, 'fallback-portrait');
  expect(await nativeReports(w)).toContainEqual(
    expect.objectContaining({ code: 'remote-load-failed', remote: 'messages', module: './MyMessage', stage: 'load' }),
  );

  // home and another remote still work while messages is down
  await w.page.goto(`${suite.stack.hostUrl}/#/faq`);
  await w.page.getByText('Account & Login').first().waitFor().catch(async (e) => {
    await screenshot(w.page, 'debug-faq-while-messages-down');
    throw e;
  });
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await w.page.getByText('Aria').waitFor();

  await w.page.goto(`${suite.stack.hostUrl}/#/mymessage`);
  await w.page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30000 });
  await suite.stack.startApp('remote-messages');
  await w.page.getByRole('button', { name: 'Retry' }).click();
  await w.page.getByText('Launch gift pack').first().waitFor();
  expect(await w.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
