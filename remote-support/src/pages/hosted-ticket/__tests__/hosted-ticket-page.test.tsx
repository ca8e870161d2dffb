// The hosted ticket page through its UI: the frame address (config_map.ticketUrl, else the table), its sandbox, a
// player who stays on the provider's pages, the signs of leaving it, a frame that never loads, the back rule.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, setAppConfig } from '@uc/shared';
import { loggedInState, mockProvider, recordNativeCalls, renderWithProviders } from '@uc/shared/src/testing';
import HostedTicketPage from '../hosted-ticket-page';
import { PROVIDER_LEAVE_MESSAGE } from '../frame-left-provider';

const PROVIDER = 'https://tickets.example';
const CONFIGURED = 'https://desk.example/client';

let provider: ReturnType<typeof mockProvider>;
let historyLength: number;
beforeEach(() => {
  setAppConfig({
    ticketProvider: 'udesk',
    // No signer: SPEC §2's plain role parameters (use-frame-identity.test.tsx covers the signed identity)
    ticketService: { ...DEFAULT_APP_CONFIG.ticketService, sysNum: 'sys-9', deployId: 'dep-9', frameIdentityUrl: '' },
    ticketFrames: {
      byApp: { 'app-1': { ja: `${PROVIDER}/ja`, en: `${PROVIDER}/en` } },
      appDefault: { 'app-1': `${PROVIDER}/app-default` },
      default: `${PROVIDER}/general`,
    },
  });
  provider = mockProvider({ 'GET open/sdk/config': { status: 'ok', config_map: { items1: [], items2: [], ticketUrl: '' } } });
  // The webview's history: every page the frame opens adds an entry, as in a browser.
  historyLength = 3;
  jest.spyOn(window.history, 'length', 'get').mockImplementation(() => historyLength);
});
afterEach(() => {
  provider.restore();
  setAppConfig({});
  window.history.replaceState(null, '');
  jest.restoreAllMocks();
});

const renderTicket = (session = loggedInState().session, route = '/udeskTicket', initialEntries = ['/', '/faq']) =>
  renderWithProviders(<HostedTicketPage />, { preloadedState: { session }, path: '/udeskTicket', route, initialEntries });

async function frame(): Promise<HTMLIFrameElement> {
  return (await screen.findByTitle('Customer support messages')) as HTMLIFrameElement;
}

/** Plays one frame load: `href` readable (our own origin), or a cross-origin page (reading throws). */
function load(el: HTMLIFrameElement, href: string | 'cross-origin', { newEntry = true } = {}) {
  const win = {
    get location() {
      if (href === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError');
      return { href };
    },
  };
  Object.defineProperty(el, 'contentWindow', { configurable: true, value: win });
  if (newEntry && href !== 'about:blank') historyLength += 1;
  fireEvent.load(el);
  return win;
}

/** The first load is the provider page we asked for: it adds no entry of its own (the frame's initial page). */
const firstLoad = (el: HTMLIFrameElement) => load(el, 'cross-origin', { newEntry: false });

/** What Chromium fires on our document when the frame tries an origin the CSP's frame-src does not list. */
function refuse(blockedURI: string) {
  const event = Object.assign(new Event('securitypolicyviolation', { bubbles: true, composed: true }), {
    effectiveDirective: 'frame-src', violatedDirective: 'frame-src', blockedURI,
  });
  act(() => {
    document.dispatchEvent(event);
  });
}

const goSpy = () => jest.spyOn(window.history, 'go').mockImplementation(() => undefined);

test('title "Question message"; the frame shows the app\'s page for its language with sysNum, deployId and the role', async () => {
  renderTicket(loggedInState({ user: { roleId: 'R-1', roleName: 'Knight' }, app: { language: 'ja_JP', locale: 'ja-JP' } }).session);
  expect(await screen.findByRole('heading', { level: 1, name: 'Question message' })).toBeInTheDocument();
  const url = new URL((await frame()).src);
  expect(url.origin + url.pathname).toBe(`${PROVIDER}/ja`);
  expect(url.searchParams.get('sysNum')).toBe('sys-9');
  expect(url.searchParams.get('deployId')).toBe('dep-9');
  expect(url.searchParams.get('partnerId')).toBe('R-1');
  expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ role_id: 'R-1', role_name: 'Knight' });
});

test.each([
  [[], `${PROVIDER}/pt`],
  [['pt-BR'], `${PROVIDER}/pt-br`],
])('a Brazilian player with providerLocales %j gets %s (the server locale\'s frame)', async (providerLocales, page) => {
  setAppConfig({
    providerLocales,
    ticketFrames: { byApp: { 'app-1': { pt: `${PROVIDER}/pt`, 'pt-BR': `${PROVIDER}/pt-br` } }, appDefault: {}, default: `${PROVIDER}/general` },
  });
  renderTicket(loggedInState({ app: { language: 'pt_BR', locale: 'pt-PT' } }).session);
  const url = new URL((await frame()).src);
  expect(url.origin + url.pathname).toBe(page);
});

test('the config\'s ticketUrl (SPEC §3) is framed when the config call carries one, with the same parameters', async () => {
  provider.restore();
  provider = mockProvider({ 'GET open/sdk/config': { status: 'ok', config_map: { ticketUrl: ` ${CONFIGURED}?lang=en ` } } });
  renderTicket(loggedInState({ user: { roleId: 'R-1', roleName: 'Knight' } }).session);
  const url = new URL((await frame()).src);
  expect(url.origin + url.pathname).toBe(CONFIGURED);
  expect(url.searchParams.get('lang')).toBe('en');
  expect(url.searchParams.get('sysNum')).toBe('sys-9');
  expect(url.searchParams.get('partnerId')).toBe('R-1');
  expect(provider.requests.map((r) => r.path)).toEqual(['open/sdk/config']);
});

test.each([
  ['a failing config call', { status: 500, body: 'down' }],
  ['a ticketUrl that is not http(s)', { status: 'ok', config_map: { ticketUrl: 'javascript:alert(1)' } }],
])('%s falls back to the table', async (_name, answer) => {
  provider.restore();
  provider = mockProvider({ 'GET open/sdk/config': answer });
  renderTicket();
  expect(new URL((await frame()).src).pathname).toBe('/en');
});

test('the frame is sandboxed with scripts, its own origin and forms only, and sends our origin at most', async () => {
  renderTicket();
  const el = await frame();
  expect(el.getAttribute('sandbox')!.split(' ').sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
  expect(el).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
});

test('no session: the general default page, no role sent, no config call', async () => {
  renderTicket(loggedInState({ user: { roleId: '', roleName: '' }, app: { appId: '', publicKey: '' } }).session);
  const url = new URL((await frame()).src);
  expect(url.origin + url.pathname).toBe(`${PROVIDER}/general`);
  expect(url.searchParams.has('partnerId')).toBe(false);
  expect(provider.requests).toHaveLength(0);
});

test('a configured address that is not http(s) shows an error instead of a frame', async () => {
  setAppConfig({ ticketFrames: { byApp: {}, appDefault: {}, default: 'javascript:alert(1)' } });
  renderTicket();
  expect(await screen.findByRole('alert')).toHaveTextContent('The support page is not available right now.');
  expect(screen.queryByTitle('Customer support messages')).not.toBeInTheDocument();
});

test('a player who moves around the provider\'s pages (a reply sent, another page) stays on the ticket page', async () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const go = goSpy();
  const native = recordNativeCalls();
  renderTicket();
  const el = await frame();
  act(() => {
    firstLoad(el);
  });
  for (let i = 0; i < 4; i += 1) {
    act(() => {
      load(el, 'cross-origin');
    });
  }
  act(() => {
    load(el, `${PROVIDER}/en?step=2`); // readable and the provider's own origin: still there
  });
  expect(go).not.toHaveBeenCalled();
  expect(native.calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Question message' })).toBeInTheDocument();
  native.stop();
});

test('the CSP refusing the frame\'s way out: back past the provider\'s pages and this page, once', async () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const go = goSpy();
  renderTicket();
  const el = await frame();
  act(() => {
    firstLoad(el);
    load(el, 'cross-origin'); // two pages inside the provider
    load(el, 'cross-origin');
  });
  refuse('http://elsewhere.example/page');
  expect(go).not.toHaveBeenCalled(); // waits for the error page to take its history entry
  act(() => {
    load(el, 'cross-origin'); // the browser's error page in the frame
  });
  expect(go).toHaveBeenCalledTimes(1);
  expect(go).toHaveBeenCalledWith(-4); // 3 entries of the frame + this page
  act(() => {
    load(el, 'cross-origin');
  });
  expect(go).toHaveBeenCalledTimes(1);
});

test('a refusal with no load after it still leaves, after a short wait', async () => {
  window.history.replaceState({ idx: 1, key: 'k' }, '');
  const go = goSpy();
  renderTicket();
  const el = await frame();
  act(() => {
    firstLoad(el);
  });
  refuse('http://elsewhere.example/');
  await waitFor(() => expect(go).toHaveBeenCalledWith(-1), { timeout: 2500 });
});
const el0 = () => screen.getByTitle('Customer support messages') as HTMLIFrameElement;

test('a readable address of another origin counts as leaving at once; about:blank does not', async () => {
  window.history.replaceState({ idx: 1, key: 'k' }, '');
  const go = goSpy();
  renderTicket();
  const el = await frame();
  act(() => {
    firstLoad(el);
    load(el, 'about:blank');
  });
  expect(go).not.toHaveBeenCalled();
  act(() => {
    load(el, 'http://localhost/#/');
  });
  expect(go).toHaveBeenCalledWith(-2);
});

test('the provider page saying "leave" (postMessage from its origin and its window) leaves; others are ignored', async () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const go = goSpy();
  renderTicket();
  const el = await frame();
  let win: object = {};
  act(() => {
    win = firstLoad(el);
  });
  const post = (origin: string, source: object, data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    });
  post('https://evil.example', win, PROVIDER_LEAVE_MESSAGE);
  post(PROVIDER, {}, PROVIDER_LEAVE_MESSAGE);
  post(PROVIDER, win, { source: 'uc-ticket-provider', action: 'hello' });
  expect(go).not.toHaveBeenCalled();
  post(PROVIDER, win, PROVIDER_LEAVE_MESSAGE);
  expect(go).toHaveBeenCalledWith(-1);
});

test('before the frame\'s first load, a "leave" from another window at the provider\'s origin is ignored', async () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const go = goSpy();
  const native = recordNativeCalls();
  renderTicket();
  const el = await frame();
  const post = (source: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: PROVIDER_LEAVE_MESSAGE, origin: PROVIDER, source: source as Window }));
    });
  post({}); // e.g. a popup or another tab of the provider
  post(null);
  expect(go).not.toHaveBeenCalled();
  expect(native.calls).toEqual([]);
  post(el.contentWindow); // the frame's own window, known before it loads
  expect(go).toHaveBeenCalledWith(-1);
  native.stop();
});

test('the CSP refusing the provider\'s own address: the next address in line (the table) is framed instead', async () => {
  provider.restore();
  provider = mockProvider({ 'GET open/sdk/config': { status: 'ok', config_map: { ticketUrl: CONFIGURED } } });
  const go = goSpy();
  renderTicket();
  expect(new URL((await frame()).src).origin).toBe('https://desk.example');
  refuse(`${CONFIGURED}?sysNum=sys-9`);
  await waitFor(() => expect(new URL(el0().src).origin).toBe(PROVIDER));
  refuse(`${PROVIDER}/en`);
  expect(await screen.findByRole('alert')).toHaveTextContent('The support page is not available right now.');
  expect(go).not.toHaveBeenCalled();
});

test('leaving when nothing of ours is behind the page: the client view closes (opened from the client)', async () => {
  window.history.replaceState({ idx: 0, key: 'k' }, '');
  const go = goSpy();
  const native = recordNativeCalls();
  renderTicket(loggedInState().session, '/udeskTicket', []);
  const el = await frame();
  act(() => {
    firstLoad(el);
    load(el, 'http://localhost/');
  });
  expect(go).not.toHaveBeenCalled();
  expect(native.of('exit')).toHaveLength(1);
  native.stop();
});

test('leaving when nothing of ours is behind the page, in a plain browser: home', async () => {
  window.history.replaceState({ idx: 0, key: 'k' }, '');
  goSpy();
  renderTicket(loggedInState().session, '/udeskTicket?x=1', ['/udeskTicket']);
  const el = await frame();
  act(() => {
    firstLoad(el);
    load(el, 'http://localhost/');
  });
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});

test('back: from=client exits the client view, otherwise history back', async () => {
  const native = recordNativeCalls();
  const first = renderTicket(loggedInState().session, '/udeskTicket?from=client');
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(native.of('exit')).toHaveLength(1);
  first.unmount();

  renderTicket(loggedInState().session, '/udeskTicket');
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/faq');
  expect(native.of('exit')).toHaveLength(1);
  native.stop();
});

test('back after the player moved inside the provider goes back past those pages in one tap', async () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const go = goSpy();
  renderTicket();
  const el = await frame();
  act(() => {
    firstLoad(el);
    load(el, 'cross-origin');
    load(el, 'cross-origin');
  });
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(go).toHaveBeenCalledWith(-3);
});

test('a frame that never loads: its spinner covers the frame only, and back and "return to the game" work', async () => {
  const native = recordNativeCalls();
  renderTicket(loggedInState().session, '/udeskTicket?from=client');
  await frame();
  const spinner = screen.getByRole('status', { name: 'Loading…' });
  expect(spinner.closest('.uc-hosted-frame')).not.toBeNull();
  expect(document.querySelectorAll('.uc-loading')).toHaveLength(0); // no app-wide overlay over the title bar
  fireEvent.click(screen.getByRole('button', { name: 'Return to game' }));
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(native.of('exit')).toHaveLength(2);
  native.stop();
});
