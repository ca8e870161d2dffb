// The Android floor: the real Chromium 70 (headless build shipped by the npm package chrome-aws-lambda@1.7.0 as a
// brotli file), driven by puppeteer-core 1.7 over the DevTools protocol of its time.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import puppeteer from 'puppeteer-core';
import { pollUntil, type EnginePage } from './engine-page';

const PACKED = require.resolve('chrome-aws-lambda/bin/chromium-70.0.3508.0.br');
export const CHROMIUM_70 = path.join(__dirname, '../../../../.tmp/chromium-70/chromium');

/** Unpacks the binary once (111 MB; a few seconds), where .gitignore keeps it out of the repo. */
export function chromium70Path(): string {
  if (!fs.existsSync(CHROMIUM_70)) {
    fs.mkdirSync(path.dirname(CHROMIUM_70), { recursive: true });
    const tmp = `${CHROMIUM_70}.${process.pid}`;
    fs.writeFileSync(tmp, zlib.brotliDecompressSync(fs.readFileSync(PACKED)));
    fs.chmodSync(tmp, 0o755);
    fs.renameSync(tmp, CHROMIUM_70);
  }
  return CHROMIUM_70;
}

export async function openChromium70(viewport: { width: number; height: number }): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    executablePath: chromium70Path(),
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-zygote', '--single-process'],
  });
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  const evaluate = <T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) =>
    page.evaluate(fn as never, ...(args as never[])) as Promise<T>;
  return {
    name: 'Chromium 70',
    goto: async (url) => {
      await page.goto(url);
    },
    evaluate,
    waitFor: (what, fn, args = [], timeoutMs = 20000) => pollUntil(what, () => evaluate(fn, ...args), timeoutMs),
    click: (selector) => page.click(selector),
    drag: async (selector, dx, dy) => {
      const handle = await page.$(selector);
      const b = handle && (await handle.boundingBox());
      if (!b) throw new Error(`no box for ${selector}`);
      const x = b.x + b.width / 2;
      const y = b.y + b.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
      await page.mouse.move(x + dx, y + dy, { steps: 5 });
      await page.mouse.up();
    },
    type: (selector, text) => page.type(selector, text),
    resize: (size) => page.setViewport(size),
    screenshot: async () => {
      if (pageErrors.length) throw new Error(`page errors in Chromium 70: ${pageErrors.join('; ')}`);
      return (await page.screenshot()) as Buffer;
    },
    close: () => browser.close(),
  };
}
