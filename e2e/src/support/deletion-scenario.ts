// The deletion page's end-to-end helpers: the stand-in's deletion state, the way in from home, and the screenshots.
import type { Page } from 'playwright-core';
import { screenshot, LANDSCAPE, PORTRAIT } from './browser';
import type { standIn } from './stand-in';

/** Per test (the log is cleared by each reset): every /open/ call of the test reached the stand-in decrypted. */
export async function expectThisTestDecrypted(provider: ReturnType<typeof standIn>): Promise<void> {
  const calls = (await provider.requests()).filter((r) => r.path.startsWith('/open/'));
  expect(calls.filter((r) => r.error === 'decrypt' || !r.payload || typeof r.payload !== 'object')).toEqual([]);
}

export interface DeletionState {
  appling?: boolean;
  allowedApply?: boolean;
  rest_time?: number;
}

/** POST /__control/scenario {deletion}: the next status call answers with it (rest_time runs from there). */
export async function setDeletionState(providerUrl: string, deletion: DeletionState): Promise<void> {
  const res = await fetch(`${providerUrl}/__control/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deletion }),
  });
  if (!res.ok) throw new Error(`scenario answered ${res.status}`);
}

/** From home, the 'Delete account' tile, as a player would: history has home behind the page, so back lands there. */
export async function openDeleteApplyFromHome(page: Page, mainButton: string | RegExp, tile = /^Delete account/): Promise<void> {
  await page.waitForFunction(() => location.hash === '#/');
  await page.getByRole('button', { name: tile }).first().click();
  await page.waitForURL((u) => u.hash === '#/deleteapply');
  await page.getByRole('button', { name: mainButton }).waitFor();
}

export const SMALL_PHONE = { width: 360, height: 640 };

/** One state in portrait, landscape and on a small phone, then back to portrait. */
export async function screenshotEveryShape(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const [shape, size] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE], ['small', SMALL_PHONE]] as const) {
    await page.setViewportSize(size);
    await ready();
    await screenshot(page, `${name}-${shape}`);
  }
  await page.setViewportSize(PORTRAIT);
}
