// Logging in the way the native SDK does: after the page's `init`, call window.ucOnLogin with a JSON string.
import type { Page } from 'playwright-core';

export async function waitForBridge(page: Page) {
  await page.waitForFunction(() => typeof (window as unknown as { ucOnLogin?: unknown }).ucOnLogin === 'function');
}

export async function nativeLogin(page: Page, session: unknown) {
  await waitForBridge(page);
  await page.evaluate((s) => {
    (window as unknown as { ucOnLogin: (p: unknown) => void }).ucOnLogin(typeof s === 'string' ? s : JSON.stringify(s));
  }, session as never);
}
