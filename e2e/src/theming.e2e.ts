// Issue 10 point 5: each game brands the user center from app-config.json (colours per mode, radius, avatar
// placeholder, home header picture) on the same production build; light and dark ship by default, 'auto' follows
// the system; a hostile theme changes nothing; dark passes axe colour contrast. Screenshots of home and one page of
// each remote in light and dark, portrait and landscape (.e2e-artifacts/screenshots/theme-*.png).
import type { Page } from 'playwright-core';
import { until } from './support/until';
import { cspViolations, openPage, screenshot, LANDSCAPE, PORTRAIT, type WatchedPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { runAxe, describeFindings } from './support/a11y-axe';
import { visitRoute } from './support/a11y-routes';

const suite = useE2eSuite();

const CDN = 'https://cdn.game.example';
const HEADER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="780" height="240" viewBox="0 0 780 240"><defs><linearGradient id="g" x1="0" x2="1">' +
  '<stop offset="0" stop-color="#3a0ca3"/><stop offset="1" stop-color="#f72585"/></linearGradient></defs>' +
  '<rect width="780" height="240" fill="url(#g)"/><circle cx="640" cy="60" r="90" fill="#ffd166" opacity="0.8"/></svg>';
const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffd166"/>' +
  '<path d="M14 50 L32 12 L50 50 Z" fill="#3a0ca3"/></svg>';

const BRANDED = {
  theme: {
    mode: 'light',
    light: { accent: '#c2185b', accentContrast: '#ffffff' },
    dark: { accent: '#ff8ab4', accentContrast: '#1a0010', bg: '#0d0a14' },
    radius: '18px',
    avatarPlaceholder: `${CDN}/uc/avatar.svg`,
    homeHeaderImage: `${CDN}/uc/header.svg`,
  },
};

/** The game's CDN, answered inside the browser (this machine has no outside network). */
async function serveGameCdn(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.route(`${CDN}/**`, (route) => {
    const url = route.request().url();
    fetched.push(url);
    const body = url.endsWith('header.svg') ? HEADER_SVG : url.endsWith('avatar.svg') ? AVATAR_SVG : '';
    return route.fulfill({ status: body ? 200 : 404, contentType: 'image/svg+xml', body, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return fetched;
}

/** What the theme decided, as the browser computed it. */
function looks(page: Page) {
  return page.evaluate(() => {
    const css = (selector: string, prop: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el).getPropertyValue(prop) : null;
    };
    return {
      scheme: document.documentElement.getAttribute('data-theme'),
      accent: getComputedStyle(document.documentElement).getPropertyValue('--uc-accent').trim(),
      pageBackground: css('.uc-page', 'background-color') ?? getComputedStyle(document.body).backgroundColor,
      primaryButton: css('.uc-profile__action', 'background-color'),
      profileRadius: css('.uc-profile', 'border-top-left-radius'),
      header: css('.uc-home__header', 'background-image'),
      avatarCustom: css('.uc-avatar__custom', 'background-image'),
    };
  });
}

/** The background the page's content is drawn on: the first opaque one from the page element up; null if none is. */
const drawnBackground = (page: Page) =>
  page.evaluate(() => {
    for (let el: Element | null = document.querySelector('.uc-page') ?? document.body; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) return bg;
    }
    return null;
  });

/** A style only the remote's own stylesheet gives its page: `property` of `selector` is the theme's `value`. */
interface RemoteStyle {
  selector: string;
  property: 'color' | 'background-color';
  value: string;
}

/** The remote-owned style as drawn, and what the theme's value computes to here (a probe styled by the test). */
const remoteStyle = (page: Page, style: RemoteStyle) =>
  page.evaluate(({ selector, property, value }) => {
    const el = document.querySelector(selector);
    if (!el?.parentElement) return null;
    const probe = document.createElement('div');
    probe.style.setProperty(property, value);
    el.parentElement.appendChild(probe);
    const themed = getComputedStyle(probe).getPropertyValue(property);
    probe.remove();
    return { drawn: getComputedStyle(el).getPropertyValue(property), themed };
  }, style);

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

async function openHome(w: WatchedPage, { login }: { login: boolean }) {
  // As the SDK opens it when logging in; a plain visit of home otherwise.
  await w.page.goto(`${suite.stack.hostUrl}/#/${login ? 'index?page=home' : ''}`);
  if (login) {
    await nativeLogin(w.page, await suite.provider.session('platform=android&language=en_US&mobile=1&role=1'));
    await w.page.getByText('Aria').waitFor();
  } else {
    await w.page.getByRole('button', { name: 'Login' }).waitFor();
  }
}

afterEach(() => suite.stack.setHostConfig({}));

test("the default config ships light and dark; 'auto' follows the system while the page is open", async () => {
  const w = await openPage(suite.browser);
  // Reduced motion: the button's background-color transition would otherwise be read mid-way.
  await w.page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHome(w, { login: false });
  const light = await looks(w.page);
  expect(light.scheme).toBe('light');
  expect(light.header).toBeNull(); // no header picture unless a game sets one
  await w.page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await w.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  const dark = await looks(w.page);
  expect(dark.accent).not.toBe(light.accent);
  expect(dark.primaryButton).not.toBe(light.primaryButton);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a branded app-config re-skins the same build: accent, radius, header picture, avatar placeholder', async () => {
  await suite.stack.setHostConfig(BRANDED);
  const w = await openPage(suite.browser);
  const fetched = await serveGameCdn(w.page);
  await w.page.emulateMedia({ colorScheme: 'dark' }); // mode 'light' wins over the system
  await openHome(w, { login: false });
  await w.page.waitForFunction(() => document.querySelector('.uc-home__header') !== null);
  const branded = await looks(w.page);
  expect(branded).toMatchObject({
    scheme: 'light',
    accent: '#c2185b',
    primaryButton: 'rgb(194, 24, 91)',
    profileRadius: '18px',
    header: expect.stringContaining(`url("${CDN}/uc/header.svg")`),
    avatarCustom: `url("${CDN}/uc/avatar.svg")`,
  });
  // both pictures requested from the game's CDN (the route sees each request; resource timing can lag under load)
  await until('both pictures requested from the CDN', () => new Set(fetched).size >= 2, 30000);
  expect([...new Set(fetched)].sort()).toEqual([`${CDN}/uc/avatar.svg`, `${CDN}/uc/header.svg`]);
  expect(await cspViolations(w.page)).toEqual([]); // the CSP's img-src names the game's CDN
  await screenshot(w.page, 'theme-branded-home-portrait');
  await w.page.setViewportSize(LANDSCAPE);
  await screenshot(w.page, 'theme-branded-home-landscape');
  await w.page.setViewportSize(PORTRAIT);

  // The same build in the game's dark set: only app-config.json changes.
  await suite.stack.setHostConfig({ theme: { ...BRANDED.theme, mode: 'dark' } });
  await w.page.reload();
  await w.page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await looks(w.page)).toMatchObject({ scheme: 'dark', accent: '#ff8ab4', primaryButton: 'rgb(255, 138, 180)', profileRadius: '18px' });
  await screenshot(w.page, 'theme-branded-home-dark-portrait');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a hostile theme changes nothing and loads nothing, and the page still works', async () => {
  await suite.stack.setHostConfig({
    theme: {
      light: { accent: 'red;}body{display:none', surface: 'url(javascript:alert(1))' },
      radius: '4px;color:red',
      avatarPlaceholder: 'http://tracker.example/pixel.png',
      homeHeaderImage: 'javascript:alert(document.cookie)',
    },
  });
  const w = await openPage(suite.browser);
  const requested: string[] = [];
  w.page.on('request', (r) => requested.push(r.url()));
  const warnings: string[] = [];
  w.page.on('console', (m) => (m.type() === 'warning' ? warnings.push(m.text()) : undefined));
  await w.page.emulateMedia({ colorScheme: 'light' });
  await openHome(w, { login: true });
  const seen = await looks(w.page);
  expect(seen.header).toBeNull();
  expect(seen.avatarCustom).toBe('none');
  expect(seen.profileRadius).not.toBe('4px');
  expect(seen.accent).not.toMatch(/red/);
  expect(requested.filter((u) => /tracker\.example|javascript:/.test(u))).toEqual([]);
  expect(warnings.join('\n')).toMatch(/theme ignored: .*theme\.light\.accent.*theme\.homeHeaderImage/s);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

// Home and one page of each remote, light and dark, portrait and landscape; dark also passes axe colour contrast. Each
// remote page is checked by a style its own stylesheet sets (a page whose stylesheet failed would still have the
// host's background and accent).
const PAGES: [string, string, RemoteStyle | null][] = [
  ['home', '/', null],
  ['manageaccount', '/manageaccount', { selector: '.uc-account-table thead th', property: 'color', value: 'var(--uc-text-muted)' }],
  ['mymessage', '/mymessage', { selector: '.uc-message-item__track', property: 'background-color', value: 'var(--uc-surface)' }],
  ['faq', '/faq', { selector: '.uc-faq-header', property: 'background-color', value: 'var(--uc-surface)' }],
  ['deleteapply', '/deleteapply', { selector: '.uc-deletion-notice', property: 'background-color', value: 'var(--uc-surface)' }],
];

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: home and a page of each remote look right${scheme === 'dark' ? ' and pass axe colour contrast' : ''}`, async () => {
    const w = await openPage(suite.browser);
    await w.page.emulateMedia({ colorScheme: scheme });
    await openHome(w, { login: true });
    const contrast: string[] = [];
    for (const [name, route, own] of PAGES) {
      for (const [orientation, size] of [['portrait', PORTRAIT], ['landscape', LANDSCAPE]] as const) {
        await w.page.setViewportSize(size);
        await visitRoute(w.page, route);
        expect(await w.page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme);
        // the page is drawn in the scheme: its background light or dark, the accent set
        const look = await looks(w.page);
        const background = await drawnBackground(w.page);
        expect(background).not.toBeNull();
        expect({ route, accent: look.accent !== '', light: luminance(background!) > 0.5 }).toEqual({ route, accent: true, light: scheme === 'light' });
        if (own) {
          // the remote's own stylesheet drew its part, in the scheme's colours: a surface as light or dark as the scheme,
          // a text darker than its background in light and lighter in dark
          const style = await remoteStyle(w.page, own);
          expect({ route, drawn: style?.drawn ?? `no ${own.selector}` }).toEqual({ route, drawn: style?.themed });
          const shade = luminance(style!.drawn);
          const light = own.property === 'color' ? shade < luminance(background!) : shade > 0.5;
          expect({ route, property: own.property, light }).toEqual({ route, property: own.property, light: scheme === 'light' });
        }
        await screenshot(w.page, `theme-${scheme}-${name}-${orientation}`);
        if (scheme === 'dark') {
          const findings = (await runAxe(w.page)).filter((f) => f.rule === 'color-contrast');
          contrast.push(...describeFindings(`${route} ${orientation}`, findings));
        }
      }
    }
    expect(contrast).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });
}
