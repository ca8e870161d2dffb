// The public deletion page's end-to-end steps (#/accountdeletion, ARCHITECTURE §8 webAccount): what a player does in a
// plain browser, what the stand-in logged, and the screenshots of a step at its top and at its end.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { describeFindings, isBlocking, runAxe } from './a11y-axe';
import { smallTargets } from './a11y-targets';
import { SCREENSHOT_DIR, screenshot } from './browser';
import type { LoggedRequest } from './stand-in';

export const CODE = '123456';

export { everythingKept } from './page-trail';

/** The step's top and, scrolled to its end, its bottom (the page scrolls inside its main region). */
export async function shotStep(page: Page, name: string): Promise<string[]> {
  await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
  const files = [await screenshot(page, `${name}-top`)];
  const scrolls = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main || main.scrollHeight <= main.clientHeight + 1) return false;
    main.scrollTo(0, main.scrollHeight);
    return true;
  });
  if (scrolls) files.push(await screenshot(page, `${name}-end`));
  await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
  return files;
}

/** The step as drawn: no critical or serious axe finding (WCAG 2.0/2.1 A+AA), no touch target under 44 px. */
export async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  const problems = describeFindings(where, (await runAxe(page)).filter(isBlocking));
  for (const t of await smallTargets(page)) problems.push(`${where}: target ${t.width}×${t.height} px < 44 — ${t.what}`);
  return problems;
}

export async function findByPhone(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(number);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
}

export async function findByMail(page: Page, mail: string) {
  await page.getByRole('radio', { name: 'E-mail' }).check({ force: true });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(mail);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
}

export async function sendAndCheck(page: Page, code = CODE) {
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function applyForDeletion(page: Page) {
  await page.getByRole('checkbox', { name: 'I understand and agree' }).check();
  await page.getByRole('button', { name: 'Apply for deletion' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Deletion requested' }).waitFor();
}

export async function cancelDeletion(page: Page) {
  await page.getByRole('button', { name: 'Cancel the deletion request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Congrats on activating your account!').waitFor();
  await page.getByRole('button', { name: 'Apply for deletion' }).waitFor();
}

/** The stand-in's log of the deletion calls, as the report shows it: method, path, the payload's keys, and whether it had a proof / a token. */
export function deletionLog(requests: LoggedRequest[]) {
  return requests
    .filter((r) => r.path.startsWith('/open/'))
    .map((r) => {
      const payload = (r.payload ?? {}) as Record<string, unknown>;
      return { method: r.method, path: r.path, ok: r.ok, keys: Object.keys(payload), username: payload.username, target: payload.target };
    });
}

export function writeArtifact(name: string, value: unknown): string {
  const file = path.join(SCREENSHOT_DIR, '..', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}
