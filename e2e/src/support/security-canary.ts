// The XSS canary: every hostile vector tries to set window.__xss or open a dialog; neither may happen.
import type { Page } from 'playwright-core';
import { pendingWorkRun } from './settle';

/**
 * Every picture of the page has loaded or failed and the frames have drawn since: an onerror / onload a vector
 * carried has fired by now, if it ever will (a condition on the page, not a pause).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 15000 });
  await pendingWorkRun(page);
}

/**
 * Waits until `text` is shown to the player: in the page's visible text, or as what an input holds (a prefilled
 * address). Fails naming what the page showed instead.
 */
export async function waitUntilShown(page: Page, text: string): Promise<void> {
  const seen = await page
    .waitForFunction(
      (t) => document.body.innerText.includes(t) || Array.from(document.querySelectorAll('input')).some((i) => i.value.includes(t)),
      text,
      { timeout: 15000 },
    )
    .then(
      () => '',
      async () => page.evaluate(() => document.body.innerText.slice(0, 400)),
    );
  expect({ text, seen }).toEqual({ text, seen: '' });
}

export interface Canary {
  /** Dialogs (alert/confirm/prompt) the page opened: any is a script that ran. */
  dialogs: string[];
  /** Throws when a vector ran: window.__xss set, or a dialog opened. */
  expectSilent(where: string): Promise<void>;
}

export function watchCanary(page: Page): Canary {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss().catch(() => undefined);
  });
  return {
    dialogs,
    async expectSilent(where) {
      const xss = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
      expect({ where, xss, dialogs }).toEqual({ where, xss: undefined, dialogs: [] });
    },
  };
}

/** Nothing that runs or loads a document survived into the page's DOM (the app's own hosted frames excepted). */
export function dangerousDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'object', 'embed', 'base', 'meta', 'style'].includes(tag)) found.push(tag);
      if (tag === 'iframe' && !el.closest('.uc-hosted-frame')) found.push('iframe');
      for (const a of Array.from(el.attributes)) {
        // eslint-disable-next-line no-control-regex -- control characters are what it drops, as browsers do
        const v = a.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (a.name.startsWith('on') || a.name === 'srcdoc') found.push(`${tag}[${a.name}]`);
        if (['href', 'src', 'action', 'data', 'formaction'].includes(a.name) && /^(javascript|data|vbscript):/.test(v)) {
          found.push(`${tag}[${a.name}=${v.slice(0, 30)}]`);
        }
      }
    }
    return found;
  });
}

async function control(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The stand-in's texts scenario: every message / FAQ item / an extra country carries the given text. */
export function setServerTexts(providerUrl: string, texts: Record<string, string>) {
  return control(providerUrl, '/__control/scenario', { texts });
}

/** A failing provider answer whose error_msg is hostile. */
export function failWithMessage(providerUrl: string, path: string, errorMsg: string, times = 0) {
  return control(providerUrl, '/__control/fault', { path, kind: 'status-msg', times, error_msg: errorMsg });
}
