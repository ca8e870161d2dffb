// The smoke every engine players have must pass (WebKit for iOS, Chromium 70 for the Android floor): boot, login
// through ucOnLogin, every SPEC route proven drawn, the back model, one flow per remote, a Traditional-Chinese page, an
// Arabic player's pages mirrored right to left, the public deletion page from a browser with nothing stored, the layout
// checked by element boxes and, for home, a popup and the Arabic deletion page, by pictures against their baselines; no
// page error in any test.
import fs from 'fs';
import path from 'path';
import { SCREENSHOT_DIR } from '../browser';
import { expectMatchesBaseline } from '../pixels';
import { proofOf, ROUTE_PROOFS } from '../route-proofs';
import { startE2eStack, checkDecrypted, expectEveryRequestDecrypted, type Stack } from '../stack';
import type { standIn } from '../stand-in';
import { installErrorCollector, type EnginePage } from './engine-page';
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
  // every test ends with no uncaught error or unhandled rejection in the page (each engine's collector: engine-page.ts),
  // read once the work the test's last step set off has run
  afterEach(async () => {
    if (!page) return;
    await pendingWorkRun();
    expect(await page.takePageErrors()).toEqual([]);
  });

  const bodyHas = (text: string) => page.waitFor(`"${text}" shown`, (t: string) => document.body.innerText.indexOf(t) >= 0, [text]);
  const hashIs = (hash: string) => page.waitFor(`hash ${hash}`, (h: string) => location.hash === h, [hash]);
  /** Saves a screenshot; a layout shot (`compare`) must also match its baseline (support/pixels.ts). */
  const shot = async (name: string, { compare = false } = {}) => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const png = await page.screenshot();
    fs.writeFileSync(path.join(SCREENSHOT_DIR, `${shotPrefix}-${name}.png`), png);
    if (compare) expectMatchesBaseline(`${shotPrefix}-${name}`, png);
  };
  /** Two painted frames and a task behind them: what the last change set off has run (settle.ts's pendingWorkRun). */
  const pendingWorkRun = () =>
    page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
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
  /**
   * Hash navigation as a link does, then that route's page drawn (support/route-proofs.ts): its own heading, its text or
   * its hosted frame loaded, nothing loading, no remote fallback; then the work that set off has run.
   */
  const visit = async (route: string) => {
    const proof = proofOf(route);
    await page.evaluate((h: string) => {
      location.hash = h;
    }, `#${route}`);
    await page.waitFor(
      `${route} drawn: "${proof.heading}"${proof.text ? `, "${proof.text}"` : ''}${proof.frame ? ', its frame loaded' : ''}`,
      (heading: string, text: string | null, frame: boolean) => {
        const headings = document.querySelectorAll('h1');
        let own = false;
        for (let i = 0; i < headings.length; i++) if ((headings[i].textContent || '').trim() === heading) own = true;
        if (!own || document.querySelector('.uc-loading, [aria-busy="true"], .uc-remote-fallback') !== null) return false;
        if (text !== null && document.body.innerText.indexOf(text) < 0) return false;
        if (frame) {
          const f = document.querySelector('iframe.uc-hosted-frame__frame');
          if (!f || !f.getAttribute('src') || document.querySelector('.uc-hosted-frame__loading') !== null) return false;
        }
        return true;
      },
      [proof.heading, proof.text || null, proof.frame === true],
    );
    await pendingWorkRun();
  };
  /** An Arabic player's page (the proofs are English): the route's hash, nothing loading, and `selector` drawn. */
  const visitArabic = async (route: string, selector: string) => {
    await page.evaluate((h: string) => {
      location.hash = h;
    }, `#${route}`);
    await page.waitFor(`${route} drawn (${selector})`, (h: string, sel: string) =>
      location.hash === h && document.documentElement.lang === 'ar' && document.querySelector(sel) !== null &&
      document.querySelector('.uc-loading, [aria-busy="true"], .uc-remote-fallback') === null, [`#${route}`, selector]);
    await pendingWorkRun();
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
    // the unread counts come with their own call: the stand-in's seed has two (messages, codes)
    await page.waitFor('the unread badges', () => document.querySelectorAll('.uc-tile__badge').length === 2);
    await pendingWorkRun();
    await shot('home', { compare: true });
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
    // focus moved in, onto the dialog's way out (Cancel): the element whose ring is then checked
    await page.waitFor('focus on the dialog\'s Cancel', () => {
      const el = document.activeElement;
      return el !== null && el.tagName === 'BUTTON' && el.closest('.uc-dialog') !== null && (el.textContent || '').trim() === 'Cancel';
    });
    let ring: unknown;
    let backHandled: unknown;
    try {
      await shot('popup', { compare: true });
      ring = await page.evaluate(focusRingShown);
    } finally {
      // closed whatever the comparison found: a dialog left open would fail every later step of this page too
      backHandled = await page.evaluate(() => (window as unknown as { ucOnBack: () => unknown }).ucOnBack());
      await page.waitFor('the dialog closed', () => document.body.innerText.indexOf('Confirm and return to the login page?') < 0);
    }
    expect(backHandled).toBe(true);
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
    // from here, any history move is counted: exiting leaves the page where it is
    await page.evaluate(() => {
      const w = window as unknown as { __engineMoves: string[] };
      w.__engineMoves = [];
      window.addEventListener('popstate', () => w.__engineMoves.push('popstate'));
      window.addEventListener('hashchange', () => w.__engineMoves.push('hashchange'));
    });
    expect(await back()).toBe(true);
    await page.waitFor('exit asked', () =>
      ((window as unknown as { __engineCalls?: { method: string }[] }).__engineCalls || []).some((c) => c.method === 'exit'),
    );
    await pendingWorkRun();
    expect(await page.evaluate(() => [location.hash, (window as unknown as { __engineMoves: string[] }).__engineMoves])).toEqual(['#/', []]);
  });

  test('every SPEC route draws its page, laid out as our CSS says', async () => {
    const problems: string[] = [];
    for (const [route] of ROUTE_PROOFS) {
      await visit(route);
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
    // the stand-in's account may apply: the apply button, and no countdown
    await page.waitFor('the apply button', () => {
      const button = document.querySelector('.uc-delete-apply__button');
      return button !== null && (button.textContent || '').trim() === 'Apply for deletion';
    });
    expect(await page.evaluate(() => document.querySelector('.uc-deletion-countdown__time') === null)).toBe(true);
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
    // each page with what the checks read on it (rightToLeftProblems)
    for (const [route, drawn] of [
      ['/manageaccount', '.uc-account-table__action .uc-button'],
      ['/verifyphone?toPath=%2Fmodifyphone', '.uc-account-form__intro'],
      ['/codebox', '.uc-code-item__code'],
      ['/messageContent?id=1001&category=activeCode', '.uc-attachment__code'],
    ]) {
      await visitArabic(route, drawn);
      await check(route);
    }
    await setDeletionWait();
    await visitArabic('/deleteapply', '.uc-deletion-countdown__time');
    await page.waitFor('the countdown', () => document.querySelector('.uc-deletion-countdown__time') !== null);
    await check('/deleteapply');
    await page.resize(LANDSCAPE);
    await page.waitFor('landscape', () => document.querySelector('.uc-page--landscape .uc-delete-apply__actions') !== null);
    await check('/deleteapply (landscape)');
    await pendingWorkRun();
    // the countdown ticks every second: its digits are hidden for the compared shot, and a frame is painted with them
    // hidden before it is taken (CI saw WebKit's shot show the digits when it was taken right after hiding them)
    await page.evaluate(() => ((document.querySelector('.uc-deletion-countdown__time') as HTMLElement).style.visibility = 'hidden'));
    await pendingWorkRun();
    await page.waitFor('the countdown hidden', () => getComputedStyle(document.querySelector('.uc-deletion-countdown__time') as HTMLElement).visibility === 'hidden');
    await shot('ar-deletion-landscape', { compare: true });
    await page.evaluate(() => ((document.querySelector('.uc-deletion-countdown__time') as HTMLElement).style.visibility = ''));
    await page.resize(PHONE);
    await page.waitFor('portrait', () => document.querySelector('.uc-page--portrait') !== null);
    // the inbox: a rightward drag reveals Delete at the row's left
    await visitArabic('/mymessage', '.uc-message-item__track');
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
      await page.evaluate(installErrorCollector); // the reloaded document's (WebKit reads page errors through it)
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
