// Debian's Chromium driven by playwright-core, with the flags this machine's closed network needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import fs from 'fs';
import path from 'path';
import { CHROMIUM_LAUNCHER, chromiumArgs } from '../../../scripts/chromium-flags';

export const PORTRAIT = { width: 390, height: 844 };
export const LANDSCAPE = { width: 844, height: 390 };
export const SCREENSHOT_DIR = path.join(__dirname, '../../../.e2e-artifacts/screenshots');

export function launchChromium(ports: number[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_LAUNCHER, args: chromiumArgs(ports) });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and console errors seen so far. */
  errors: string[];
  pageErrors: string[];
  /** Native calls the page made (uc-native CustomEvents), in order. */
  nativeCalls: () => Promise<{ method: string; payload: unknown }[]>;
}

/**
 * A fresh context (cold cache, no storage) with error and native-call capture. The host's service worker is blocked
 * unless a test asks for it (`serviceWorkers: 'allow'`): what it answers from its cache never reaches page.route, so
 * a test that stages a fault or counts requests sees every request only without it.
 */
export async function openPage(
  browser: Browser,
  viewport = PORTRAIT,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, serviceWorkers });
  await context.addInitScript(() => {
    const w = window as unknown as { __nativeCalls: unknown[] };
    w.__nativeCalls = [];
    window.addEventListener('uc-native', (e) => w.__nativeCalls.push((e as CustomEvent).detail));
  });
  await collectCspViolations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (/Content.Security.Policy/i.test(m.text())) cspConsoleReports.push(`${page.url()}: ${m.text()}`);
  });
  return {
    page,
    context,
    errors,
    pageErrors,
    nativeCalls: () => page.evaluate(() => (window as unknown as { __nativeCalls: { method: string; payload: unknown }[] }).__nativeCalls),
  };
}

/** The page's `report` calls to native (their payloads), in order. */
export async function nativeReports<T = Record<string, unknown>>(w: Pick<WatchedPage, 'nativeCalls'>): Promise<T[]> {
  return (await w.nativeCalls()).filter((c) => c.method === 'report').map((c) => c.payload as T);
}

/** Chromium's console reports of CSP violations, from every page opened in this test file (the suite checks it). */
export const cspConsoleReports: string[] = [];

/** Every Content-Security-Policy violation a page of the context reports lands in `window.__cspViolations`. */
async function collectCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The CSP violations the page reported so far (see collectCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
