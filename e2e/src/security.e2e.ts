// Issue 8 §2, §4, §6, §7 against the production host served by real nginx (deploy/nginx.conf) with its
// Content-Security-Policy:
// 520 hostile ucOnLogin payloads, hostile route and frame parameters, postMessage from a foreign origin, secrets kept
// out of localStorage / console / URLs, and the CSP itself (header, directives, no violation on any route).
// (The ticket frame leaving the provider goes back: support.e2e.ts, "the ticket frame navigating off the provider".)
import type { Page } from 'playwright-core';
import { cspConsoleReports, cspViolations, nativeReports, openPage } from './support/browser';
import { provokesCspViolations, useE2eSuite } from './support/suite';
import { useNginx } from './support/nginx';
import { nativeLogin } from './support/session';
import { allVectors, hostileSessions, type HostilePayload } from './support/security-payloads';
import { setServerTexts, watchCanary } from './support/security-canary';
import { buildCsp, cspDirectives } from '../../scripts/csp';
import { parseSessionPayload } from '../../shared/src/session/host-session-payload';

const suite = useE2eSuite();
useNginx(suite);
const SESSION = 'platform=android&language=en_US&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google';
const counts = { payloads: 0, refused: 0 };

beforeEach(() => suite.provider.reset());
afterAll(() => {
  process.stdout.write(`security: ${counts.payloads} hostile ucOnLogin payloads, ${counts.refused} hostile routes/frames refused\n`);
});

async function openLoggedIn(path = '/index?page=home') {
  const w = await openPage(suite.browser);
  const canary = watchCanary(w.page);
  await w.page.goto(`${suite.stack.hostUrl}/#${path}`);
  const session = await suite.provider.session(SESSION);
  await nativeLogin(w.page, session);
  return { ...w, canary, session };
}

async function go(page: Page, hash: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

describe('hostile sessions (§2)', () => {
  test('520 generated ucOnLogin payloads: none throws, none pollutes a prototype, none runs script; a real session logs in after', async () => {
    const w = await openPage(suite.browser);
    const canary = watchCanary(w.page);
    await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
    await w.page.waitForFunction(() => typeof (window as unknown as { ucOnLogin?: unknown }).ucOnLogin === 'function');
    const session = await suite.provider.session(SESSION);
    const payloads = hostileSessions(session, 520);
    // sent in batches: each batch runs in one page.evaluate loop, checking the prototypes after every call
    const problems: string[] = [];
    for (let at = 0; at < payloads.length; at += 40) {
      const batch = payloads.slice(at, at + 40);
      problems.push(
        ...(await w.page.evaluate(
          ({ batch, at }: { batch: HostilePayload[]; at: number }) => {
            const found: string[] = [];
            const objectKeys = Object.getOwnPropertyNames(Object.prototype).join();
            const arrayKeys = Object.getOwnPropertyNames(Array.prototype).join();
            const onLogin = (window as unknown as { ucOnLogin: (p: unknown) => unknown }).ucOnLogin;
            batch.forEach((p, i) => {
              try {
                onLogin('json' in p ? p.json : p.value);
              } catch (e) {
                found.push(`#${at + i} threw ${String(e)}`);
              }
              if (Object.getOwnPropertyNames(Object.prototype).join() !== objectKeys) found.push(`#${at + i} changed Object.prototype`);
              if (Object.getOwnPropertyNames(Array.prototype).join() !== arrayKeys) found.push(`#${at + i} changed Array.prototype`);
              if (({} as Record<string, unknown>).polluted !== undefined) found.push(`#${at + i} polluted`);
            });
            return found;
          },
          { batch, at },
        )),
      );
      counts.payloads += batch.length;
    }
    expect(problems).toEqual([]);
    await w.page.waitForTimeout(1500); // renders, reports and requests the valid ones started
    await canary.expectSilent('after 520 payloads');
    // Not an object → session-malformed; an unusable field → session-field-dropped (the rest of the payload counts).
    // The page reports exactly what the kernel's reading of the same payloads says.
    const codes = (await nativeReports<{ code?: string }>(w)).map((r) => r.code);
    const readings = payloads.map((p) => parseSessionPayload('json' in p ? p.json : p.value));
    const malformed = readings.filter((r) => r.kind === 'malformed').length;
    const dropped = readings.reduce((n, r) => n + (r.kind === 'malformed' ? 0 : r.dropped.length), 0);
    expect(malformed).toBeGreaterThan(100);
    expect(dropped).toBeGreaterThan(50);
    expect(codes.filter((c) => c === 'session-malformed').length).toBe(malformed);
    expect(codes.filter((c) => c === 'session-field-dropped').length).toBe(dropped);
    expect(w.pageErrors).toEqual([]);

    // still usable: the real session logs in and the home page works
    await nativeLogin(w.page, session);
    await w.page.getByText('Aria').first().waitFor();
    await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
    await w.page.getByRole('button', { name: /^FAQ/ }).first().click();
    await w.page.waitForURL((u) => u.hash === '#/faq');
    expect(await cspViolations(w.page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
    // Payloads with a usable token and open_id but garbage elsewhere (no app id, a broken key) log in, and the provider
    // refuses their calls: the provider's answer, not a page fault. The real session's calls all decrypted.
    const isReal = (p: unknown) => {
      const { grant_app: app, open_id: openId, token } = (p ?? {}) as Record<string, unknown>;
      return app === session.app_id && openId === session.open_id && (token === undefined || token === session.token);
    };
    const real = (await suite.provider.requests()).filter((r) => r.path.startsWith('/open/') && isReal(r.payload));
    expect(real.filter((r) => r.ok).length).toBeGreaterThan(0);
    expect(real.filter((r) => r.error === 'decrypt')).toEqual([]);
    await suite.provider.forgetRequests();
  });
});

// External URLs, javascript:, protocol-relative, backslash and encoded variants.
const HOSTILE_ROUTES = [
  'https://evil.example/', 'http://evil.example', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example',
  'javascript:window.__xss=1', 'JaVaScRiPt:window.__xss=1', ' javascript:window.__xss=1', 'java\tscript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>', 'vbscript:msgbox(1)', '%2F%2Fevil.example', '%2f%2fevil.example',
  '/%2F%2Fevil.example', '%252F%252Fevil.example', 'https:%2F%2Fevil.example', '%6A%61%76%61%73%63%72%69%70%74%3Awindow.__xss=1',
  '/faq/../../evil', '/../evil', '/%2e%2e/evil', '/index?page=https://evil.example', '/index', '/nosuchpage', '/faq@evil.example',
  '/faq\\@evil.example', 'evil.example', 'mailto:a@evil.example', '/\u2215\u2215evil.example', '/faq%00', '/faq\u0000',
];

describe('navigation (§4)', () => {
  test.each([
    ['/index?page=', 'page', 'page does not exist'], // the 404 page (SPEC §4: "that route")
    ['/verifyaccount?toPath=', 'verifyaccount toPath', 'This link leads outside the user center, so it was not opened.'],
    ['/verifyphone?toPath=', 'verifyphone toPath', 'This link leads outside the user center, so it was not opened.'],
    ['/verifymail?toPath=', 'verifymail toPath', 'This link leads outside the user center, so it was not opened.'],
  ])('%s<hostile> (%s) is refused with a clear message and never leaves the page', async (prefix, _name, message) => {
    const w = await openLoggedIn('/');
    await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
    // counts every time the refusal text appears in the page (a toast, or the page's refusal message)
    await w.page.evaluate((text) => {
      const win = window as unknown as { __refusals: number };
      win.__refusals = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of Array.from(r.addedNodes)) if ((n.textContent ?? '').includes(text)) win.__refusals += 1;
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, message);
    const refusals = () => w.page.evaluate(() => (window as unknown as { __refusals: number }).__refusals);
    for (const hostile of HOSTILE_ROUTES) {
      for (const sent of [hostile, encodeURIComponent(hostile)]) {
        await go(w.page, '#/faq');
        await w.page.waitForURL((u) => u.hash === '#/faq');
        const before = await refusals();
        await go(w.page, `#${prefix}${sent}`);
        const refused = await w.page
          .waitForFunction((n) => (window as unknown as { __refusals: number }).__refusals > n, before, { timeout: 10000 })
          .then(() => true, () => false);
        expect({ sent, refused }).toEqual({ sent, refused: true });
        expect(new URL(w.page.url()).origin).toBe(suite.stack.hostUrl);
        counts.refused += 1;
      }
    }
    await w.canary.expectSilent(prefix);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });

  test('legal document appId with ../ or //evil stays on the configured legal host', async () => {
    const w = await openLoggedIn('/');
    await w.page.getByRole('button', { name: 'Change Account' }).waitFor();
    const legalHost = new URL(suite.stack.provider.url).origin;
    for (const appId of ['../../evil', '..%2F..%2Fevil', '//evil.example', '@evil.example', 'https://evil.example', '20001/../../x', '%2F%2Fevil']) {
      await go(w.page, `#/v2/userprivacy?appId=${encodeURIComponent(appId)}`);
      const frame = w.page.locator('iframe.uc-hosted-frame__frame');
      await frame.waitFor({ state: 'attached' });
      const src = await frame.getAttribute('src');
      const url = new URL(src ?? '', suite.stack.hostUrl);
      expect({ appId, origin: url.origin }).toEqual({ appId, origin: legalHost });
      expect({ appId, path: url.pathname }).toEqual({ appId, path: '/legal/en-US/Privacy_Policy.html' });
      counts.refused += 1;
      await go(w.page, '#/');
      await w.page.waitForURL((u) => u.hash === '#/');
    }
    await w.context.close();
  });

  test('postMessage from an origin outside bridgeOrigins is ignored', async () => {
    const w = await openPage(suite.browser);
    await w.page.goto(`${suite.stack.hostUrl}/#/`);
    await w.page.getByRole('button', { name: 'Login' }).waitFor();
    const session = await suite.provider.session(SESSION);
    // a frame on the stand-in's origin (a configured legal host, so the CSP lets it in) posts to the page
    await w.page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = src;
      f.id = 'foreign';
      document.body.appendChild(f);
    }, `${suite.stack.provider.url}/legal/fixed/user_agreement.html`);
    const frame = await (await w.page.waitForSelector('#foreign')).contentFrame();
    await frame!.waitForLoadState();
    for (const callback of ['ucOnLogin', 'ucOnBack', 'ucOnResult']) {
      await frame!.evaluate(
        ({ s, callback }) => window.parent.postMessage({ source: 'uc-native', callback, args: [JSON.stringify(s)] }, '*'),
        { s: session, callback },
      );
    }
    await w.page.waitForTimeout(800);
    expect(await w.page.getByRole('button', { name: 'Change Account' }).count()).toBe(0);
    await w.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await w.page.evaluate(() => sessionStorage.getItem('uc.session'))).toBeNull();
    counts.refused += 3;
    await w.context.close();
  });

  test('a page on a foreign origin cannot frame the user center (frame-ancestors)', async () => {
    provokesCspViolations(); // the refused frame is reported, as it should be
    const w = await openPage(suite.browser);
    await w.page.goto(`${suite.stack.provider.url}/legal/fixed/user_agreement.html`);
    await w.page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = src;
      f.id = 'victim';
      document.body.appendChild(f);
    }, `${suite.stack.hostUrl}/#/`);
    await w.page.waitForTimeout(1500);
    const frame = await (await w.page.waitForSelector('#victim')).contentFrame();
    const loaded = await frame!
      .evaluate(() => typeof (window as unknown as { ucOnLogin?: unknown }).ucOnLogin)
      .catch(() => 'blocked');
    expect(loaded).not.toBe('function');
    counts.refused += 1;
    await w.context.close();
  });
});

describe('secrets (§6)', () => {
  test('after a full session the token, open_id and key are in no localStorage, console message or URL (q aside)', async () => {
    const w = await openPage(suite.browser);
    const urls: string[] = [];
    const consoleTexts: string[] = [];
    w.context.on('request', (r) => urls.push(r.url()));
    w.page.on('console', (m) => consoleTexts.push(m.text()));
    await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
    const session = await suite.provider.session(SESSION);
    await nativeLogin(w.page, session);
    await w.page.getByText('Aria').first().waitFor();
    for (const path of ['/manageaccount', '/mymessage', '/messageContent?id=1004&category=system', '/codebox', '/faq', '/faqDetails?id=1', '/customerservice', '/deleteapply', '/v2/userprivacy', '/putQuestion']) {
      await go(w.page, `#${path}`);
      await w.page.waitForTimeout(900);
    }
    // a few actions: claim a code from its message, log out and back in
    await go(w.page, '#/messageContent?id=1001&category=activeCode');
    await w.page.getByRole('button', { name: /claim/i }).first().click({ timeout: 5000 }).catch(() => undefined);
    await w.page.waitForTimeout(800);
    await nativeLogin(w.page, session);
    await w.page.waitForTimeout(500);

    const secrets = [String(session.token), String(session.open_id), String(session.public_key).slice(20, 80)];
    const local = await w.page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    for (const s of secrets) expect({ secret: s, inLocalStorage: local.includes(s) }).toEqual({ secret: s, inLocalStorage: false });
    for (const s of secrets) expect(consoleTexts.filter((t) => t.includes(s))).toEqual([]);
    const withoutQ = urls.map((u) => {
      const url = new URL(u);
      url.searchParams.delete('q');
      return decodeURIComponent(url.href);
    });
    for (const s of secrets) expect(withoutQ.filter((u) => u.includes(s))).toEqual([]);
    expect(urls.some((u) => new URL(u).searchParams.has('q'))).toBe(true); // the provider calls did happen
    expect(await cspViolations(w.page)).toEqual([]);
    await w.context.close();
  });
});

describe('Content-Security-Policy (§7)', () => {
  test('the host HTML carries the policy built from its app-config; no unsafe-inline or unsafe-eval for scripts', async () => {
    const res = await fetch(`${suite.stack.hostUrl}/`);
    expect(res.headers.get('server')).toMatch(/^nginx\//);
    const header = res.headers.get('content-security-policy') ?? '';
    const config = await (await fetch(`${suite.stack.hostUrl}/app-config.json`)).json();
    expect(header).toBe(buildCsp(config));
    const d = cspDirectives(config);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['script-src']).toEqual(["'self'", ...['account', 'messages', 'support', 'deletion'].map((k) => new URL(config.remotes[k]).origin)]);
    expect(d['frame-src']).toEqual([new URL(suite.stack.provider.url).origin]);
    expect(header).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });

  test('the policy builder: only http(s) origins, frames from the legal and ticket hosts, none when there are none', () => {
    const d = cspDirectives({
      remotes: { account: 'https://cdn.example/account/1.4.0/mf-manifest.json', messages: 'javascript:alert(1)', support: '', deletion: 'https://cdn.example/d/mf-manifest.json' },
      apiBase: 'https://api.example/', ticketApiBase: 'https://tickets.example/api/',
      privacyHost: 'https://legal.example/', privacyHostByApp: { '7': 'https://legal7.example/' },
      agreementUrl: 'https://legal.example/a.html', privacyUrl: 'data:text/html,x',
      ticketFrames: { byApp: { '1': { en: 'https://t1.example/x' } }, appDefault: { '2': 'https://t2.example/' }, default: 'https://t.example/' },
      bridgeOrigins: ['https://sim.example', 'not a url'],
    });
    expect(d['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(d['connect-src']).toEqual(["'self'", 'https://cdn.example', 'https://api.example', 'https://tickets.example']);
    expect(d['frame-src']).toEqual(['https://legal.example', 'https://legal7.example', 'https://t.example', 'https://t2.example', 'https://t1.example']);
    expect(d['frame-ancestors']).toEqual(["'self'", 'https://sim.example']);
    expect(cspDirectives({})['frame-src']).toEqual(["'none'"]);
  });

  test('hostile server HTML (every vector) is sanitized without a single violation report', async () => {
    await setServerTexts(suite.stack.provider.url, { messageHtml: allVectors('html-marker'), faqAnswer: allVectors('answer-marker') });
    const reportsBefore = cspConsoleReports.length; // earlier tests provoke some on purpose (frame-ancestors)
    const w = await openLoggedIn();
    await w.page.getByText('Aria').first().waitFor();
    for (const [path, marker] of [['/messageContent?id=1004&category=system', 'html-marker'], ['/faqDetails?id=1', 'answer-marker']]) {
      await go(w.page, `#${path}`);
      await w.page.waitForFunction((m) => document.body.innerText.includes(m), marker);
      await w.page.waitForTimeout(300);
    }
    expect(await cspViolations(w.page)).toEqual([]);
    expect(cspConsoleReports.slice(reportsBefore)).toEqual([]);
    await w.canary.expectSilent('hostile html under the CSP');
    await w.context.close();
  });

  test('no violation on any route, logged in, in portrait and landscape', async () => {
    const w = await openLoggedIn();
    await w.page.getByText('Aria').first().waitFor();
    const routes = [
      '/', '/manageaccount', '/verifyphone', '/verifymail', '/modifymail', '/bindPhone', '/bindmail', '/changepassword',
      '/forgotpassword', '/verifyaccount', '/mymessage', '/messageContent?id=1005&category=event', '/codebox', '/taskCenter',
      '/balanceRecords', '/customerservice', '/useragreement', '/useragreementIf', '/v2/useragreement', '/userprivacy',
      '/userprivacyIf', '/v2/userprivacy', '/faq', '/faqDetails?id=1', '/putQuestion', '/udeskTicket', '/deleteapply',
      '/deleteagreement', '/completionprompt', '/nosuchpage',
    ];
    for (const path of routes) {
      await go(w.page, `#${path}`);
      await w.page.waitForTimeout(700);
    }
    await w.page.setViewportSize({ width: 844, height: 390 });
    await go(w.page, '#/');
    await w.page.waitForTimeout(500);
    expect(await cspViolations(w.page)).toEqual([]);
    expect(w.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await w.canary.expectSilent('routes');
    // the second wall works: an inline script that got into the DOM is blocked, and reported
    provokesCspViolations();
    await w.page.evaluate(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__xss = 1';
      document.body.appendChild(el);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__xss = 1');
      img.src = 'x-not-there';
      document.body.appendChild(img);
    });
    await w.page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length >= 2);
    expect((await cspViolations(w.page)).every((v) => v.startsWith('script-src'))).toBe(true);
    await w.canary.expectSilent('inline script under the CSP');
    await w.context.close();
  });
});
