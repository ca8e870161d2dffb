// The account suite's ways into the stand-in and the page: scenario and state of the control API, the SDK's way in,
// hash navigation inside the host, and the native calls the page made.
import type { Page } from 'playwright-core';
import { openPage, PORTRAIT } from './browser';
import { nativeLogin } from './session';
import type { E2eSuite } from './suite';

export const ACCOUNT_SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';

async function control<T>(suite: E2eSuite, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${suite.stack.provider.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export interface StandInAccountState {
  player: { password: string };
  bind: Record<string, string>;
  sentCodes: { channel: string; to: string; target: string }[];
}

export const setScenario = (suite: E2eSuite, scenario: Record<string, unknown>) => control(suite, '/__control/scenario', scenario);
export const standInState = (suite: E2eSuite) => control<StandInAccountState>(suite, '/__control/state');

/** The SDK's way in: the client entry with page=home, then ucOnLogin; home shows the nickname. */
export async function openHome(suite: E2eSuite, viewport = PORTRAIT, query = ACCOUNT_SESSION) {
  const w = await openPage(suite.browser, viewport);
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session(query));
  await w.page.getByText('Aria').first().waitFor();
  return w;
}

/** Navigates inside the host as a link would (a new history entry). */
export async function goTo(page: Page, route: string) {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
  await page.waitForFunction((r) => window.location.hash === `#${r}`, route);
}

export async function nativeMethods(w: { nativeCalls: () => Promise<{ method: string; payload: unknown }[]> }) {
  return (await w.nativeCalls()).map((c) => c.method);
}
