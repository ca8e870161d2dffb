// The SDK simulator plays the native host across origins: it frames the user center, injects the
// session after `init`, logs every native call, and its hardware back reaches the page.
import { openPage, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

type SimCall = { method: string; payload?: unknown };
const simCalls = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { simulator: { calls: SimCall[] } }).simulator.calls.map((c) => ({ method: c.method, payload: c.payload })));

test('the simulator injects the session on init and the framed user center logs in', async () => {
  const w = await openPage(suite.browser, { width: 1280, height: 900 });
  await w.page.goto(suite.stack.simulatorUrl);
  const frame = w.page.frameLocator('iframe');
  await frame.getByText('Aria').waitFor({ timeout: 30000 });
  await screenshot(w.page, 'simulator');
  const methods = (await simCalls(w.page)).map((c) => c.method);
  expect(methods[0]).toBe('init');
  // hardware back on home asks the host to exit
  await w.page.evaluate(() => (window as unknown as { simulator: { sendBack(): void } }).simulator.sendBack());
  await w.page.waitForFunction(() =>
    (window as unknown as { simulator: { calls: SimCall[] } }).simulator.calls.some((c) => c.method === 'exit'),
  );
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
