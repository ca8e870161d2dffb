// The smoke every engine players have must pass (WebKit for iOS, Chromium 70 for the Android floor): boot, login
// through ucOnLogin, every SPEC route, the back model, one flow per remote, a Traditional-Chinese page, an Arabic player's
// pages mirrored right to left, the public deletion page from a browser with nothing stored, and the layout checked by
// element boxes, with screenshots of home, a form, a popup and the deletion page.
import fs from 'fs';
import path from 'path';
import { A11Y_ROUTES } from '../a11y-routes';
import { SCREENSHOT_DIR } from '../browser';
import { startE2eStack, checkDecrypted, expectEveryRequestDecrypted, type Stack } from '../stack';
import type { standIn } from '../stand-in';
import type { EnginePage } from './engine-page';
import { focusRingShown, layoutProblems, rightToLeftProblems } from './layout-checks';

const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
const EVERY_EXTENSION = ['proof', 'webAccount', 'dataExport'];
export const PHONE = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

type Provider = ReturnType<typeof standIn>;

export function engineSmoke(shotPrefix: string, open: () => Promise<EnginePage>) {
  let stack: Stack;
  let provider: Provider;
  let page: EnginePage;

  beforeAll(async () => {
    ({ stack, provider } = await startE2eStack());
    page = await open();
  });
  afterAll(async () => {
    try {
      if (provider) await expectEveryRequestDecrypted(provider);
    } finally {
      await page?.close();
      await stack?.stop();
    }
  });

  const bodyHas = (text: string) => page.waitFor(`"${text}" shown`, (t: string) => document.body.innerText.indexOf(t) >= 0, [text]);
  const hashIs = (hash: string) => page.waitFor(`hash ${hash}`, (h: string) => location.hash === h, [hash]);
  const shot = async (name: string) => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(path.join(SCREENSHOT_DIR, `${shotPrefix}-${name}.png`), await page.screenshot());
  };
  /** Marks the first element matching `selector` whose text starts with `text`, then clicks it for real. */
  const clickText = async (selector: string, text: string) => {
    await page.waitFor(`${selector} "${text}"`, (s: string, t: string) => {
      const old = document.querySelector('[data-engine-target]');
      if (old) old.removeAttribute('data-engine-target');
      const all = document.querySelectorAll(s);
      for (let i = 0; i < all.length; i++) {
        if ((all[i].textContent || '').replace(/\s+/g, ' ').trim().indexOf(t) === 0) {
          all[i].setAttribute('data-engine-target', '1');
          return true;
        }
      }
      return false;
    }, [selector, text]);
    await page.click('[data-engine-target]');
  };
  /** Hash navigation as a link does, then the page drawn: a heading, nothing loading, markup settled. */
  const visit = async (route: string) => {
    await page.evaluate((h: string) => {
      (window as unknown as { __engineLast?: unknown }).__engineLast = undefined;
      location.hash = h;
    }, `#${route}`);
    await page.waitFor(`${route} drawn`, () => {
      const w = window as unknown as { __engineLast?: { html: string; since: number } };
      const busy = document.querySelector('.uc-loading, [aria-busy="true"]') !== null;
      const html = document.body.innerHTML;
      const now = Date.now();
      const heading = document.querySelector('h1');
      if (busy || !heading || !(heading.textContent || '').trim() || !w.__engineLast || w.__engineLast.html !== html) {
        w.__engineLast = { html: html, since: now };
        return false;
      }
      return now - w.__engineLast.since > 300;
    });
  };
  const setDeletionWait = () =>
    fetch(`${stack.provider.url}/__control/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ deletion: { appling: false, allowedApply: false, rest_time: 3725 } }),
    });
  const nativeMethods = () =>
    page.evaluate(() => ((window as unknown as { __engineCalls?: { method: string }[] }).__engineCalls || []).map((c) => c.method));
  const login = async (query: string) => {
    const session = await provider.session(query);
    await page.waitFor('the page to define ucOnLogin', () => typeof (window as unknown as { ucOnLogin?: unknown }).ucOnLogin === 'function');
    await page.evaluate((s: string) => {
      const w = window as unknown as { __engineCalls?: unknown[]; ucOnLogin: (p: string) => void };
      // WebDriver has no init script: the native calls are recorded from here on (init came before)
      if (!w.__engineCalls) {
        const calls: unknown[] = (w.__engineCalls = []);
        window.addEventListener('uc-native', function (e) {
          calls.push((e as CustomEvent).detail);
        });
      }
      w.ucOnLogin(s);
    }, JSON.stringify(session));
  };

  test('boots, logs in through ucOnLogin and draws home as our CSS does', async () => {
    await page.goto(`${stack.hostUrl}/#/index?page=home`);
    await login(SESSION);
    await bodyHas('Aria the Brave');
    await hashIs('#/');
    await page.waitFor('the tiles', () => document.querySelectorAll('.uc-tile__button').length >= 5);
    await shot('home');
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });

  test('a popup opens without a focus ring on its close button', async () => {
    await clickText('button', 'Change Account');
    await bodyHas('Confirm and return to the login page?');
    await page.waitFor('the dialog faded in', () => {
      const dialog = document.querySelector('.uc-dialog');
      const backdrop = document.querySelector('.uc-modal-backdrop');
      return dialog !== null && getComputedStyle(dialog).opacity === '1' && (!backdrop || getComputedStyle(backdrop).opacity === '1');
    });
    await shot('popup');
    const ring = await page.evaluate(focusRingShown);
    expect(await page.evaluate(() => (window as unknown as { ucOnBack: () => unknown }).ucOnBack())).toBe(true);
    await page.waitFor('the dialog closed', () => document.body.innerText.indexOf('Confirm and return to the login page?') < 0);
    expect(ring).toBeNull();
  });

  test('the back model: a page reached from home goes back; home asks native to exit', async () => {
    await clickText('.uc-tile__button', 'Messages');
    await hashIs('#/mymessage');
    await clickText('.uc-message-item__open', 'Launch gift pack');
    await page.waitFor('message content', () => location.hash.indexOf('#/messageContent') === 0);
    const back = () => page.evaluate(() => (window as unknown as { ucOnBack: () => unknown }).ucOnBack());
    expect(await back()).toBe(true);
    await hashIs('#/mymessage');
    expect(await back()).toBe(true);
    await hashIs('#/');
    expect(await back()).toBe(true);
    await page.waitFor('exit asked', () =>
      ((window as unknown as { __engineCalls?: { method: string }[] }).__engineCalls || []).some((c) => c.method === 'exit'),
    );
    expect(await page.evaluate(() => location.hash)).toBe('#/');
  });

  test('every SPEC route draws its page, laid out as our CSS says', async () => {
    const problems: string[] = [];
    for (const route of A11Y_ROUTES) {
      await visit(route);
      const fallback = await page.evaluate(() => document.querySelector('.uc-remote-fallback') !== null);
      if (fallback) problems.push(`${route}: the remote fallback page`);
      for (const p of await page.evaluate(layoutProblems)) problems.push(`${route}: ${p}`);
    }
    expect(problems).toEqual([]);
  });

  test('account: bind a phone with another country, code and confirm', async () => {
    await fetch(`${stack.provider.url}/__control/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ bind: { mobile: null } }),
    });
    await visit('/manageaccount');
    await visit('/bindPhone');
    await page.waitFor('the country list', () => document.querySelector('option[value="JP"]') !== null);
    await page.evaluate(() => {
      const select = document.querySelector('select') as HTMLSelectElement;
      select.value = 'JP';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.type('input[type="tel"]', '09012345678');
    await shot('form');
    await clickText('button', 'Send');
    await page.waitFor('the resend countdown', () => /Resend in \d+s/.test(document.body.innerText));
    await page.type('input[autocomplete="one-time-code"]', '123456');
    await clickText('button', 'Confirm');
    await hashIs('#/manageaccount');
    const state = (await (await fetch(`${stack.provider.url}/__control/state`)).json()) as { bind: { mobile: string } };
    expect(state.bind.mobile).toBe('09012345678');
    expect(await nativeMethods()).toContain('bindMobile');
  });

  test('support: the FAQ opens a topic', async () => {
    await visit('/faq');
    await clickText('button', 'Account & Login');
    await page.waitFor('the topic', () => location.hash.indexOf('#/faqDetails?id=1') === 0);
    await bodyHas('How do I switch accounts?');
  });

  test('deletion: the apply page draws the account state', async () => {
    await visit('/deleteapply');
    await page.waitFor('the apply button', () => document.querySelector('.uc-delete-apply__button') !== null);
  });

  test('a Traditional-Chinese player sees the user center in Traditional Chinese', async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${stack.hostUrl}/#/index?page=manageaccount`);
    await login(SESSION.replace('language=en_US', 'language=zh_TW'));
    await bodyHas('帳號管理');
    await shot('zh-Hant');
  });

  test('an Arabic player (ar_SA): every page mirrors right to left, numbers and codes still read left to right', async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${stack.hostUrl}/#/index?page=home`);
    await login(SESSION.replace('language=en_US', 'language=ar_SA'));
    await page.waitFor('dir="rtl"', () => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    await hashIs('#/');
    await page.waitFor('the tiles', () => document.querySelectorAll('.uc-tile__button').length >= 5);
    // the English toasts of the step before (the same page: only the hash changed) have gone
    await page.waitFor('no toast', () => document.querySelector('.uc-toast') === null);
    await shot('ar-home');
    const problems: string[] = [];
    const check = async (where: string) => {
      for (const p of await page.evaluate(rightToLeftProblems)) problems.push(`${where}: ${p}`);
      for (const p of await page.evaluate(layoutProblems)) problems.push(`${where}: ${p}`);
    };
    await check('home');
    for (const route of ['/manageaccount', '/verifyphone?toPath=%2Fmodifyphone', '/codebox', '/messageContent?id=1001&category=activeCode']) {
      await visit(route);
      await check(route);
    }
    await setDeletionWait();
    await visit('/deleteapply');
    await page.waitFor('the countdown', () => document.querySelector('.uc-deletion-countdown__time') !== null);
    await check('/deleteapply');
    await page.resize(LANDSCAPE);
    await page.waitFor('landscape', () => document.querySelector('.uc-page--landscape .uc-delete-apply__actions') !== null);
    await check('/deleteapply (landscape)');
    await shot('ar-deletion-landscape');
    await page.resize(PHONE);
    await page.waitFor('portrait', () => document.querySelector('.uc-page--portrait') !== null);
    // the inbox: a rightward drag reveals Delete at the row's left
    await visit('/mymessage');
    await page.drag('.uc-message-item__track', 120, 4);
    await page.waitFor('Delete revealed', () => document.querySelector('.uc-message-item.is-revealed') !== null);
    await page.waitFor('the row slid', () => {
      const row = document.querySelector('.uc-message-item.is-revealed');
      const track = row && row.querySelector('.uc-message-item__track');
      return row !== null && track !== null && track.getBoundingClientRect().left - row.getBoundingClientRect().left > 60;
    });
    await check('/mymessage');
    await shot('ar-inbox');
    expect(problems).toEqual([]);
  });

  test('the public deletion page (webAccount), nothing stored: a phone player applies and cancels, every deletion call by proof', async () => {
    // the seed again (an earlier step bound another number), its log checked first; a reset keeps the extensions
    await checkDecrypted(provider);
    await provider.reset();
    await provider.setExtensions(EVERY_EXTENSION);
    await stack.setHostConfig({ providerExtensions: EVERY_EXTENSION });
    try {
      // a plain browser with nothing in storage: the session the earlier steps kept goes, the page loads afresh
      await page.goto(`${stack.hostUrl}/#/accountdeletion?app=20001`);
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
        location.reload();
      });
      await bodyHas('Here you can delete your Stand-in Quest account');
      await page.type('input[type="tel"]', '13812345678');
      await clickText('button', 'Next');
      await bodyHas('138****5678');
      await clickText('button', 'Send');
      await page.waitFor('the resend countdown', () => /Resend in \d+s/.test(document.body.innerText));
      await page.type('input[autocomplete="one-time-code"]', '123456');
      await clickText('button', 'Next');
      await bodyHas('Before you delete');
      await page.click('input[type="checkbox"]');
      await clickText('button', 'Apply for deletion');
      await clickText('.uc-dialog button', 'Confirm');
      await bodyHas('Deletion requested');
      await shot('account-deletion');
      expect(await page.evaluate(layoutProblems)).toEqual([]);
      await clickText('button', 'Cancel the deletion request');
      await clickText('.uc-dialog button', 'Confirm');
      await page.waitFor('the request withdrawn', () => document.body.innerText.indexOf('Apply for deletion') >= 0);
      const deletion = (await provider.requests()).filter((r) => r.path.indexOf('/open/oauth/delete/') === 0);
      expect(deletion.map((r) => r.path)).toEqual([
        '/open/oauth/delete/detail', '/open/oauth/delete/apply', '/open/oauth/delete/detail', '/open/oauth/delete/cancel', '/open/oauth/delete/detail',
      ]);
      for (const r of deletion) {
        expect(r.ok).toBe(true);
        expect(r.payload).toMatchObject({ username: '13812345678', proof: expect.any(String), open_id: '' });
        expect(r.payload).not.toHaveProperty('token');
      }
    } finally {
      await provider.setExtensions([]);
      await stack.setHostConfig({});
    }
  });
}
