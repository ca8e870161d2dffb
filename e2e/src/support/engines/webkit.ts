// iOS's engine: Debian's WebKitGTK through its W3C WebDriver server (WebKitWebDriver driving MiniBrowser under a
// virtual X display), with selenium-webdriver as the client. WebDriver has no init-script API.
import { spawn, type ChildProcess } from 'child_process';
import { Builder, By, Origin, type WebDriver } from 'selenium-webdriver';
import { pollUntil, type EnginePage } from './engine-page';

export const WEBKIT_DRIVER = process.env.UC_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function startDriver(port: number): Promise<ChildProcess> {
  // its own process group, so stopping it also stops Xvfb and MiniBrowser
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true });
  await pollUntil('WebKitWebDriver to answer', async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, 20000);
  return child;
}

function stopDriver(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function openWebKit(viewport: { width: number; height: number }, port: number): Promise<EnginePage> {
  const child = await startDriver(port);
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width: viewport.width, height: viewport.height });
  } catch (e) {
    stopDriver(child);
    throw e;
  }
  const evaluate = <T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) =>
    driver.executeScript(fn as never, ...args) as Promise<T>;
  return {
    name: 'WebKitGTK',
    goto: (url) => driver.get(url),
    evaluate,
    waitFor: (what, fn, args = [], timeoutMs = 20000) => pollUntil(what, () => evaluate(fn, ...args), timeoutMs),
    click: async (selector) => driver.findElement(By.css(selector)).click(),
    drag: async (selector, dx, dy) => {
      const from = await driver.findElement(By.css(selector));
      await driver
        .actions({ async: true })
        .move({ origin: from })
        .press()
        .move({ origin: Origin.POINTER, x: Math.round(dx / 2), y: Math.round(dy / 2) })
        .move({ origin: Origin.POINTER, x: Math.round(dx / 2), y: Math.round(dy / 2) })
        .release()
        .perform();
    },
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    resize: async (size) => {
      await driver.manage().window().setRect({ width: size.width, height: size.height });
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stopDriver(child);
      }
    },
  };
}
