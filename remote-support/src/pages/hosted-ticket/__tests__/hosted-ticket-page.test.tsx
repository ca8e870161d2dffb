// The hosted ticket page through its UI: the frame address, its sandbox, leaving the provider, the back rule.
import { act, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, setAppConfig } from '@uc/shared';
import { loggedInState, recordNativeCalls, renderWithProviders } from '@uc/shared/src/testing';
import HostedTicketPage, { TICKET_FRAME_SANDBOX } from '../hosted-ticket-page';

const PROVIDER = 'https://tickets.example';

beforeEach(() => {
  setAppConfig({
    ticketProvider: 'udesk',
    ticketService: { ...DEFAULT_APP_CONFIG.ticketService, sysNum: 'sys-9', deployId: 'dep-9' },
    ticketFrames: {
      byApp: { 'app-1': { ja: `${PROVIDER}/ja`, en: `${PROVIDER}/en` } },
      appDefault: { 'app-1': `${PROVIDER}/app-default` },
      default: `${PROVIDER}/general`,
    },
  });
});
afterEach(() => {
  setAppConfig({});
  window.history.replaceState(null, '');
  jest.restoreAllMocks();
});

const renderTicket = (session = loggedInState().session, route = '/udeskTicket', initialEntries = ['/', '/faq']) =>
  renderWithProviders(<HostedTicketPage />, { preloadedState: { session }, path: '/udeskTicket', route, initialEntries });

async function frame(): Promise<HTMLIFrameElement> {
  return (await screen.findByTitle('Customer support messages')) as HTMLIFrameElement;
}

// Plays one frame load: `href` readable (same origin as us), or a cross-origin page (reading throws).
function load(el: HTMLIFrameElement, href: string | 'cross-origin') {
  Object.defineProperty(el, 'contentWindow', {
    configurable: true,
    value: {
      get location() {
        if (href === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError');
        return { href };
      },
    },
  });
  fireEvent.load(el);
}

test('title "Question message"; the frame shows the app\'s page for its language with sysNum, deployId and the role', async () => {
  renderTicket(loggedInState({ user: { roleId: 'R-1', roleName: 'Knight' }, app: { locale: 'ja-JP' } }).session);
  expect(await screen.findByRole('heading', { level: 1, name: 'Question message' })).toBeInTheDocument();
  const url = new URL((await frame()).src);
  expect(url.origin + url.pathname).toBe(`${PROVIDER}/ja`);
  expect(url.searchParams.get('sysNum')).toBe('sys-9');
  expect(url.searchParams.get('deployId')).toBe('dep-9');
  expect(url.searchParams.get('partnerId')).toBe('R-1');
  expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ role_id: 'R-1', role_name: 'Knight' });
});

test('the frame is sandboxed with scripts, its own origin and forms only', async () => {
  renderTicket();
  const el = await frame();
  expect(TICKET_FRAME_SANDBOX).toBe('allow-scripts allow-same-origin allow-forms');
  expect(el).toHaveAttribute('sandbox', TICKET_FRAME_SANDBOX);
  expect(el.getAttribute('sandbox')).not.toMatch(/top-navigation|popups|modals/);
});

test('no session: the general default page, no role sent', async () => {
  renderTicket(loggedInState({ user: { roleId: '', roleName: '' }, app: { appId: '' } }).session);
  const url = new URL((await frame()).src);
  expect(url.origin + url.pathname).toBe(`${PROVIDER}/general`);
  expect(url.searchParams.has('partnerId')).toBe(false);
});

test('a configured address that is not http(s) shows an error instead of a frame', async () => {
  setAppConfig({ ticketFrames: { byApp: {}, appDefault: {}, default: 'javascript:alert(1)' } });
  renderTicket();
  expect(await screen.findByRole('alert')).toHaveTextContent('The support page is not available right now.');
  expect(screen.queryByTitle('Customer support messages')).not.toBeInTheDocument();
});

test('the provider page loading (cross-origin) keeps the page; the frame navigating away goes back two steps', async () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
  renderTicket();
  const el = await frame();
  act(() => load(el, 'cross-origin'));
  expect(go).not.toHaveBeenCalled();
  act(() => load(el, 'cross-origin'));
  expect(go).toHaveBeenCalledTimes(1);
  expect(go).toHaveBeenCalledWith(-2);
  act(() => load(el, 'cross-origin'));
  expect(go).toHaveBeenCalledTimes(1); // once is enough
});

test('a readable address of another origin counts as leaving at once; the provider\'s own origin does not', async () => {
  window.history.replaceState({ idx: 1, key: 'k' }, '');
  const go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
  renderTicket();
  const el = await frame();
  act(() => load(el, `${PROVIDER}/en?step=2`));
  act(() => load(el, 'about:blank'));
  expect(go).not.toHaveBeenCalled();
  act(() => load(el, 'http://localhost/#/'));
  expect(go).toHaveBeenCalledWith(-2);
});

test('leaving when nothing of ours is behind the page: the client view closes (opened from the client)', async () => {
  window.history.replaceState({ idx: 0, key: 'k' }, '');
  const go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
  const native = recordNativeCalls();
  renderTicket(loggedInState({ fromClient: true }).session, '/udeskTicket', []);
  const el = await frame();
  act(() => load(el, 'cross-origin'));
  act(() => load(el, 'cross-origin'));
  expect(go).not.toHaveBeenCalled();
  expect(native.of('exit')).toHaveLength(1);
  native.stop();
});

test('leaving when nothing of ours is behind the page, in a plain browser: home', async () => {
  window.history.replaceState({ idx: 0, key: 'k' }, '');
  jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
  renderTicket(loggedInState({ fromClient: false }).session, '/udeskTicket', []);
  const el = await frame();
  act(() => load(el, 'cross-origin'));
  act(() => load(el, 'cross-origin'));
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
