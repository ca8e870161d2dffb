// SPEC §2 Home through the whole shell, with the provider mocked at the api client's edge.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHooksFilled, readVerifyTargets, runBack, type RootState } from '@uc/shared';
import { flushPendingWork, loggedInState, mockProvider } from '@uc/shared/src/testing';
import { installTestRemotes } from '../../../testing/fake-federation';
import { currentRoute, recordNativeCalls, renderApp, resizeWindow } from '../../../testing/host-test-utils';

installTestRemotes({ messages: { './CodeBox': () => <p>code box page</p> } });

type Provider = ReturnType<typeof mockProvider>;
let provider: Provider | undefined;
let native: ReturnType<typeof recordNativeCalls>;

const CONFIG = {
  status: 'ok',
  config_map: { items1: ['manageAccount', 'myMessage', 'codeBox', 'changePassword'], items2: ['wallet', 'customerService', 'faq'], ticketUrl: '', showBalance: true },
};

function provide(overrides: Record<string, unknown> = {}): Provider {
  provider = mockProvider({
    'GET open/sdk/config': CONFIG,
    'GET open/message/read': { status: 'ok', message: 3, activeCode: 2 },
    'GET open/oauth/binding': { status: 'ok', mobile: '13800000000', Facebook: 'fb-1' },
    ...overrides,
  });
  return provider;
}

beforeEach(() => {
  native = recordNativeCalls();
  resizeWindow(390, 844);
});
afterEach(() => {
  native.stop();
  provider?.restore();
  provider = undefined;
});

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const tileNames = () =>
  screen.getAllByRole('list').map((row) => within(row).getAllByRole('button').map((b) => b.closest('li')!.getAttribute('data-tile')));

async function renderHome(preloadedState?: Partial<RootState>) {
  const utils = await renderApp({ route: '/', preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'User Center' });
  return utils;
}

describe('logged out in a plain browser (no session)', () => {
  it('shows the default tiles after the filters, and asks for no config without an app id', async () => {
    provide();
    await renderHome();
    expect(screen.getByRole('img', { name: 'Player avatar' })).toBeInTheDocument();
    expect(screen.getByText('Not logged in')).toBeInTheDocument();
    // Default menu: manageAccount/myMessage need an open id and codeBox a bound mobile, so they drop out.
    expect(tileNames()).toEqual([['faq'], ['customerService', 'deleteApply']]);
    expect(provider!.requests).toEqual([]);
  });

  it('Login asks the host to log in; a tile that needs login only toasts', async () => {
    provide();
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(native.methods()).toContain('login');
    await user.click(tile('Delete account'));
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(currentRoute()).toBe('/');
  });

  it('customer service opens the host\'s customer service as it is: nobody to sign in', async () => {
    provide();
    const user = userEvent.setup();
    await renderHome();
    await user.click(tile('Customer service'));
    expect(native.methods()).toEqual(['openCustomerService']);
  });

  it('still asks for the config when the app id is known', async () => {
    provide();
    const state = loggedInState();
    await renderHome({ session: { ...state.session, isLogin: false, user: { ...state.session.user, openId: '', token: '', roleId: '' } } });
    await waitFor(() => expect(provider!.requests.map((r) => r.path)).toEqual(['open/sdk/config']));
    expect(provider!.requests[0].params.v).toBe('app-1');
  });
});

describe('logged in', () => {
  it('shows role, balance, configured rows with badges, and no nickname while a role is set', async () => {
    provide();
    await renderHome(loggedInState());
    expect(await screen.findByText('Balance: 0')).toBeInTheDocument();
    expect(screen.getByText('Knight')).toBeInTheDocument();
    expect(screen.getByText('Role ID: r1')).toBeInTheDocument();
    expect(screen.queryByText('Tester')).not.toBeInTheDocument();
    expect(tileNames()).toEqual([['manageAccount', 'myMessage', 'codeBox', 'changePassword'], ['wallet', 'customerService', 'faq']]);
    await waitFor(() => expect(within(tile('Messages')).getByText('3 unread')).toBeInTheDocument());
    expect(within(tile('Code box')).getByText('2 unread')).toBeInTheDocument();
    const payloads = Object.fromEntries(provider!.requests.map((r) => [r.path, r.payload]));
    expect(payloads['open/message/read']).toMatchObject({ user_id: 'u-1', mobile: '13800000000', open_id: 'open-1' });
    expect(payloads['open/oauth/binding']).toMatchObject({ open_id: 'open-1', token: 'tok-123' });
    // all of it on RTK Query's core: its React layer comes with the first remote page (api-hooks-slot.ts)
    expect(apiHooksFilled()).toBe(false);
  });

  it('shows the nickname when no role is set, and no balance line unless configured', async () => {
    provide({ 'GET open/sdk/config': { status: 'ok', config_map: { ...CONFIG.config_map, showBalance: false } } });
    const s = loggedInState({ user: { roleId: '', roleName: '' } });
    await renderHome(s);
    expect(await screen.findByText('Tester')).toBeInTheDocument();
    await screen.findAllByRole('list');
    expect(screen.queryByText(/^Balance/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Role ID/)).not.toBeInTheDocument();
  });

  // The inline widths only: tiles drawn equal, N to a line, inside the screen is layout-boxes.e2e.ts's to prove.
  it('gives each tile its inline width: floor(200/n)% in portrait, floor(100/n)% in landscape', async () => {
    provide();
    await renderHome(loggedInState());
    await screen.findByText('Balance: 0');
    const width = (name: string) => tile(name).closest('li')!.style.width;
    expect([width('Account'), width('Wallet')]).toEqual(['50%', '66%']);
    resizeWindow(844, 390);
    expect([width('Account'), width('Wallet')]).toEqual(['25%', '33%']);
  });

  it('hides the wallet on iOS and change password without Account login', async () => {
    provide();
    await renderHome(loggedInState({ app: { platform: 'IOS', loginTypes: ['Facebook'] } }));
    await screen.findByText('Balance: 0');
    expect(tileNames()).toEqual([['manageAccount', 'myMessage', 'codeBox'], ['customerService', 'faq']]);
  });

  it('needs a bound mobile for the code box', async () => {
    provide({ 'GET open/oauth/binding': { status: 'ok', Facebook: 'fb-1' } });
    await renderHome(loggedInState({ user: { mobile: '' } }));
    await screen.findByText('Balance: 0');
    await waitFor(() => expect(provider!.requests.some((r) => r.path === 'open/oauth/binding')).toBe(true));
    await flushPendingWork(); // the answer is in and drawn
    expect(tileNames()[0]).toEqual(['manageAccount', 'myMessage', 'changePassword']);
  });

  it('shows the code box once bind info brings a mobile the session did not have', async () => {
    provide({ 'GET open/oauth/binding': { status: 'ok', mobile: '138****5678' } });
    await renderHome(loggedInState({ user: { mobile: '' } }));
    await waitFor(() => expect(tileNames()[0]).toContain('codeBox'));
  });

  it('Change Account confirms first: cancel closes, confirm asks the host to switch', async () => {
    provide();
    const user = userEvent.setup();
    await renderHome(loggedInState());
    await user.click(screen.getByRole('button', { name: 'Change Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm and return to the login page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(native.methods()).not.toContain('switchAccount');
    await user.click(screen.getByRole('button', { name: 'Change Account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(native.methods()).toContain('switchAccount');
  });

  it('change password goes to verifyaccount with the change-password query, the bound phone in history state', async () => {
    provide();
    const user = userEvent.setup();
    const state = loggedInState();
    await renderHome(state);
    await screen.findByText('Balance: 0');
    await user.click(tile('Change password'));
    expect(currentRoute()).toBe('/verifyaccount?title=Change%20password&mobileVerify=mobile_change_password&operation=changePassword');
    // react-router keeps navigate's state under `usr` in the entry's history state (which a reload keeps)
    const entryState = (window.history.state as { usr?: unknown }).usr;
    expect(readVerifyTargets(entryState, state.session!.user.openId)).toEqual({ mobile: '13800000000', mail: '' });
  });

  it('change password without a bound phone still goes to verifyaccount, which verifies another way', async () => {
    provide({
      'GET open/sdk/config': { status: 'ok', config_map: { items1: ['changePassword', 'faq'], items2: [] } },
      'GET open/oauth/binding': { status: 'ok' },
    });
    const user = userEvent.setup();
    await renderHome(loggedInState({ user: { mobile: '' } }));
    const tileButton = await screen.findByRole('button', { name: 'Change password' });
    expect(tileNames()).toEqual([['changePassword', 'faq']]); // one row only
    await user.click(tileButton);
    expect(currentRoute()).toBe('/verifyaccount?title=Change%20password&operation=changePassword');
  });

  it('customer service and wallet open the host; other tiles navigate to their path', async () => {
    provide();
    const user = userEvent.setup();
    await renderHome(loggedInState({ user: { roleId: '' } }));
    await screen.findByText('Balance: 0');
    await user.click(tile('Customer service'));
    await user.click(tile('Wallet'));
    // logged in without a game role: the host's customer service with the player signed in (SPEC §7 loginCustomerService)
    expect(native.methods()).toEqual(['loginCustomerService', 'openWallet']);
    await user.click(tile('Code box'));
    expect(currentRoute()).toBe('/codebox');
    expect(await screen.findByText('code box page')).toBeInTheDocument();
  });

  it('customer service with a game role opens the game\'s own customer service (SPEC §7 loginGameCustomerService)', async () => {
    provide();
    const user = userEvent.setup();
    await renderHome(loggedInState({ user: { roleId: 'R-1', roleName: 'Knight' } }));
    await user.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(native.methods()).toEqual(['loginGameCustomerService']);
  });

  it('falls back to the default tiles and toasts when the config call fails', async () => {
    provide({ 'GET open/sdk/config': { status: 'fail', error: 500, error_msg: 'config broken' } });
    await renderHome(loggedInState());
    expect(await screen.findByText('config broken')).toBeInTheDocument();
    expect(tileNames()).toEqual([['manageAccount', 'myMessage', 'codeBox', 'faq'], ['customerService', 'deleteApply']]);
  });

  it.each([
    ['no config_map', { status: 'ok' }],
    ['a config_map that is not an object', { status: 'ok', config_map: 'x' }],
    ['a config_map without items1 or items2', { status: 'ok', config_map: { ticketUrl: '' } }],
  ])("'ok' with %s: the default tiles and a notice", async (_name, answer) => {
    provide({ 'GET open/sdk/config': answer });
    await renderHome(loggedInState());
    expect(await screen.findByText("This game's menu could not be loaded, so the standard menu is shown.")).toBeInTheDocument();
    expect(tileNames()).toEqual([['manageAccount', 'myMessage', 'codeBox', 'faq'], ['customerService', 'deleteApply']]);
  });

  it('a menu the config names is shown as it is, without the notice', async () => {
    provide({ 'GET open/sdk/config': { status: 'ok', config_map: { items1: ['faq'] } } });
    await renderHome(loggedInState());
    await waitFor(() => expect(tileNames()).toEqual([['faq']]));
    expect(screen.queryByText("This game's menu could not be loaded, so the standard menu is shown.")).not.toBeInTheDocument();
  });

  it('back asks the host to exit', async () => {
    provide();
    await renderHome(loggedInState());
    act(() => {
      expect(runBack()).toBe(true);
    });
    expect(native.methods()).toContain('exit');
  });
});
