// Issue 10 point 4: a Chromium page made to look like Chrome 70 / iOS 12.0 Safari at run time — before any page
// script runs, the APIs those webviews lack are deleted (shared/src/polyfills/old-webviews.ts must put them back).
import type { Page } from 'playwright-core';
import { openPage, type WatchedPage } from './browser';
import type { Browser } from 'playwright-core';

/** What the init script deleted, as the page reads it afterwards: name → "native" | "polyfill" | "missing". */
export type ApiState = Record<string, 'native' | 'polyfill' | 'missing'>;

export const DELETED_APIS = ['globalThis', 'Object.fromEntries', 'Promise.allSettled', 'queueMicrotask', 'AbortController'];

export async function openOldWebviewPage(browser: Browser): Promise<WatchedPage> {
  const w = await openPage(browser);
  await w.context.addInitScript(() => {
    const win = window as unknown as Record<string, unknown>;
    delete (Object as unknown as Record<string, unknown>).fromEntries;
    delete (Promise as unknown as Record<string, unknown>).allSettled;
    delete win.queueMicrotask;
    delete win.AbortController;
    delete win.AbortSignal;
    delete win.globalThis;
    win.__oldWebview = typeof win.globalThis === 'undefined' && typeof Object.fromEntries === 'undefined';
  });
  return w;
}

/** How each deleted API looks on the page now. */
export function apiStates(page: Page): Promise<ApiState> {
  return page.evaluate(() => {
    const state = (value: unknown) =>
      typeof value === 'undefined' ? 'missing' : /\[native code\]/.test(String(value)) ? 'native' : 'polyfill';
    const win = window as unknown as Record<string, unknown>;
    return {
      globalThis: win.globalThis === window ? 'polyfill' : 'missing',
      'Object.fromEntries': state(Object.fromEntries),
      'Promise.allSettled': state(Promise.allSettled),
      queueMicrotask: state(win.queueMicrotask),
      AbortController: state(win.AbortController),
    } as ApiState;
  });
}
