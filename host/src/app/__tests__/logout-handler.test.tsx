// window.ucOnLogout and Change Account through the shell: the player leaves memory and storage before anything else,
// and the page on screen shows the logged-out state.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  hardwareBack, installNativeCallbacks, LoginRequired, recordSend, saveDraft, selectIsLogin, setAppConfig, switchAccount,
  useAppSelector, type RootState,
} from '@uc/shared';
import { loggedInState, mockProvider, TEST_PUBLIC_KEY_PEM } from '@uc/shared/src/testing';
import { installTestRemotes } from '../../testing/fake-federation';
import { currentRoute, recordNativeCalls, renderApp, resizeWindow } from '../../testing/host-test-utils';
import { resetClientArrival, useClientArrived } from '../client-login';
import { createLoginHandler } from '../login-handler';
import { createLogoutHandler } from '../logout-handler';
import { nativeHandshake, resetNativeHandshake } from '../native-handshake';

// Pages as the remotes build them: one behind the login gate, one that a logged-out player may use.
function ManageAccountPage() {
  return useAppSelector(selectIsLogin) ? <p>bindings of the player</p> : <LoginRequired />;
}

installTestRemotes({
  account: { './ManageAccount': ManageAccountPage },
  support: { './PutQuestion': () => <input aria-label="Description" /> },
});

const PAYLOAD = {
  nick_name: 'Ana', role_id: '', role_name: '', token: 'tok-9', open_id: 'open-9', user_id: 'u-9', mobile: '13900000000',
  app_id: 'app-9', channel: 'ch', public_key: TEST_PUBLIC_KEY_PEM, channel_id: 'c1', platform: 'Android', device_id: 'd1',
  opensdk_version: '3.1', login_types: 'Account,Google', language: 'en_US',
};

const w = window as unknown as { ucOnLogin(raw: unknown): void; ucOnLogout(): void };
let native: ReturnType<typeof recordNativeCalls>;
let provider: ReturnType<typeof mockProvider>;
let uninstall: (() => void) | undefined;

beforeEach(() => {
  sessionStorage.clear();
  resetNativeHandshake();
  resizeWindow(390, 844);
  native = recordNativeCalls();
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: ['manageAccount', 'faq'], items2: [] } },
    'GET open/oauth/binding': { status: 'ok', mobile: '13900000000' },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
});
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  native.stop();
  provider.restore();
  setAppConfig({});
});

async function openShell(route: string, preloadedState?: Partial<RootState>) {
  const app = await renderApp({ route, preloadedState });
  uninstall = installNativeCallbacks({ onLogin: createLoginHandler(app.store), onLogout: createLogoutHandler(app.store), onBack: hardwareBack });
  return app;
}

it('ucOnLogout on home: the logged-out home, and nothing of the player in memory or storage', async () => {
  const app = await openShell('/');
  await act(async () => w.ucOnLogin(JSON.stringify(PAYLOAD)));
  await screen.findByRole('button', { name: 'Change Account' });
  await waitFor(() => expect(Object.keys(app.store.getState().api.queries).length).toBeGreaterThan(0));
  saveDraft('bindPhone', { phone: '13700000000' });
  recordSend('ana@example.com', 'bindMail');

  act(() => w.ucOnLogout());

  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change Account' })).not.toBeInTheDocument();
  expect(screen.queryByText('Ana')).not.toBeInTheDocument();
  expect(sessionStorage.length).toBe(0);
  const state = JSON.stringify(app.store.getState().session);
  expect(state).not.toMatch(/tok-9|open-9|u-9|13900000000|Ana/);
  // Home asks the provider again for what a logged-out player sees, never with the old token.
  expect(JSON.stringify(app.store.getState().api)).not.toMatch(/open-9|13900000000/);
});

it('ucOnLogout on a page that needs login: the page gives way to the logged-out home, in the same history entry', async () => {
  await openShell('/manageaccount', loggedInState());
  expect(await screen.findByText('bindings of the player')).toBeInTheDocument();
  const entries = window.history.length;
  act(() => w.ucOnLogout());
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(currentRoute()).toBe('/');
  expect(window.history.length).toBe(entries); // replaced, not pushed: Back does not lead onto the player's page again
  expect(screen.queryByText('bindings of the player')).not.toBeInTheDocument();
});

it('ucOnLogout on a page without login: what the player typed there goes, and the page goes home', async () => {
  const user = userEvent.setup();
  await openShell('/putQuestion', loggedInState());
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'my phone is 13900000000');
  act(() => w.ucOnLogout());
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(currentRoute()).toBe('/');
  expect(screen.queryByDisplayValue('my phone is 13900000000')).not.toBeInTheDocument();
});

it('Change Account and the password change\'s logout forget the player but leave the page where it is', async () => {
  const app = await openShell('/putQuestion', loggedInState());
  await screen.findByRole('textbox', { name: 'Description' });
  act(() => switchAccount(app.store.dispatch));
  expect(await screen.findByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  expect(currentRoute()).toBe('/putQuestion');
});

it('keeps no login payloads (tokens) in memory unless the self-check is on, and drops them when the session ends', async () => {
  const app = await openShell('/');
  await act(async () => w.ucOnLogin(PAYLOAD));
  expect(nativeHandshake().logins).toEqual([]);
  setAppConfig({ sdkCheck: true });
  await act(async () => w.ucOnLogin(PAYLOAD));
  expect(nativeHandshake().logins).toHaveLength(1);
  act(() => w.ucOnLogout());
  expect(nativeHandshake().logins).toEqual([]);
  // Change Account and the logout after a password change forget them the same way.
  await act(async () => w.ucOnLogin(PAYLOAD));
  expect(nativeHandshake().logins).toHaveLength(1);
  act(() => switchAccount(app.store.dispatch));
  expect(nativeHandshake().logins).toEqual([]);
});

it('ucOnLogout while /index waits counts as native’s answer: a logged-out player', async () => {
  resetClientArrival();
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useClientArrived());
    return null;
  }
  const arrived = () => seen[seen.length - 1];
  render(<Probe />);
  const app = await openShell('/', loggedInState());
  expect(arrived()).toBe(false);
  act(() => w.ucOnLogout());
  expect(arrived()).toBe(true);
  expect(app.store.getState().session.isLogin).toBe(false);
});

it('Change Account: the player is forgotten before native hears switchAccount', async () => {
  const user = userEvent.setup();
  const app = await openShell('/', loggedInState());
  saveDraft('bindMail', { mail: 'a@b.c' });
  const seen: Array<{ method: string; storage: number; isLogin: boolean }> = [];
  const listener = (e: Event) =>
    seen.push({ method: (e as CustomEvent<{ method: string }>).detail.method, storage: sessionStorage.length, isLogin: app.store.getState().session.isLogin });
  window.addEventListener('uc-native', listener);
  await user.click(await screen.findByRole('button', { name: 'Change Account' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  window.removeEventListener('uc-native', listener);
  expect(seen.filter((s) => s.method === 'switchAccount')).toEqual([{ method: 'switchAccount', storage: 0, isLogin: false }]);
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  // Native answers with the player it now holds.
  await act(async () => w.ucOnLogin(PAYLOAD));
  expect(await screen.findByRole('button', { name: 'Change Account' })).toBeInTheDocument();
});
