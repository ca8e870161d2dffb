// History entries behind the page outlive ucOnLogout (security-2 N4): home's change-password tile put the player's phone
// in its entry's state; after the game logs the player out, Back onto that entry hands the page nothing of theirs,
// whoever is logged in then (nobody, another player, or the same player again).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetPlayer, hardwareBack, installNativeCallbacks, turnState, useAppDispatch } from '@uc/shared';
import { mockProvider } from '@uc/shared/src/testing';
import { installTestRemotes } from '../../testing/fake-federation';
import { NATIVE_LOGIN } from '../../testing/native-login-fixture';
import { renderApp, resizeWindow } from '../../testing/host-test-utils';
import { resetClientArrival } from '../client-login';
import { createLoginHandler } from '../login-handler';
import { createLogoutHandler } from '../logout-handler';
import { resetNativeHandshake } from '../native-handshake';

// The remote pages show the state their entry hands them, as it comes.
function Shows({ name }: { name: string }) {
  return <p>{`${name} page, state: ${JSON.stringify(useLocation().state ?? null)}`}</p>;
}

// As the password change ends: after its answer, on to the completion page, then the player is forgotten.
function SavesThenLogsOut() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const save = async () => {
    await Promise.resolve();
    navigate('/completionprompt', { replace: true });
    forgetPlayer(dispatch);
  };
  return (
    <button type="button" onClick={() => void save()}>
      Save
    </button>
  );
}

installTestRemotes({
  account: {
    './VerifyAccount': () => <Shows name="verify account" />,
    './ChangePassword': SavesThenLogsOut,
    './CompletionPrompt': () => <Shows name="completion" />,
  },
  support: { './Faq': () => <Shows name="faq" /> },
});

const PHONE = NATIVE_LOGIN.mobile;
const OTHER_PLAYER = { ...NATIVE_LOGIN, token: 'tok-7', open_id: 'open-7', user_id: 'u-7', mobile: '13700000000', nick_name: 'Bo' };
const w = window as unknown as { ucOnLogin(raw: unknown): void; ucOnLogout(): void };
let provider: ReturnType<typeof mockProvider>;
let uninstall: (() => void) | undefined;

beforeEach(() => {
  sessionStorage.clear();
  resetNativeHandshake();
  resetClientArrival();
  resizeWindow(390, 844);
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: ['changePassword', 'faq'], items2: [] } },
    'GET open/oauth/binding': { status: 'ok', mobile: PHONE },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
});
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  provider.restore();
});

/** Logged in on home, the change-password tile tapped (the phone in the entry's state), then on to the FAQ. */
async function phoneInAnEntryBehind() {
  const app = await renderApp({ route: '/' });
  uninstall = installNativeCallbacks({ onLogin: createLoginHandler(app.store), onLogout: createLogoutHandler(app.store), onBack: hardwareBack });
  await act(async () => w.ucOnLogin(JSON.stringify(NATIVE_LOGIN)));
  await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(/^verify account page, state: /)).toHaveTextContent(PHONE); // the flow's own hand-over
  act(() => {
    window.location.hash = '#/faq';
  });
  await screen.findByText('faq page, state: null');
}

async function backOntoTheEntry(): Promise<string> {
  act(() => window.history.back());
  return (await screen.findByText(/^verify account page, state: /)).textContent ?? '';
}

it('ucOnLogout, nobody logs in, Back: the page gets nothing of the player who left', async () => {
  await phoneInAnEntryBehind();
  act(() => w.ucOnLogout());
  await screen.findByRole('button', { name: 'Login' });
  expect(await backOntoTheEntry()).toBe('verify account page, state: null');
  expect(document.body.textContent).not.toContain(PHONE);
});

it('ucOnLogout, another player logs in, Back: the page gets nothing of the player who left', async () => {
  await phoneInAnEntryBehind();
  act(() => w.ucOnLogout());
  await act(async () => w.ucOnLogin(JSON.stringify(OTHER_PLAYER)));
  await screen.findByText('Bo');
  expect(await backOntoTheEntry()).toBe('verify account page, state: null');
  expect(document.body.textContent).not.toContain(PHONE);
});

it('ucOnLogout, the same player logs in again, Back: what was handed over before the logout is gone too', async () => {
  await phoneInAnEntryBehind();
  act(() => w.ucOnLogout());
  await act(async () => w.ucOnLogin(JSON.stringify(NATIVE_LOGIN)));
  await screen.findByText('Ana');
  expect(await backOntoTheEntry()).toBe('verify account page, state: null');
});

it('another player logs in without a logout (the game switched accounts), Back: nothing of the first player', async () => {
  await phoneInAnEntryBehind();
  await act(async () => w.ucOnLogin(JSON.stringify(OTHER_PLAYER))); // on the FAQ, which stays
  expect(await backOntoTheEntry()).toBe('verify account page, state: null');
});

it('without a logout, Back onto the entry still hands the page its flow’s state', async () => {
  await phoneInAnEntryBehind();
  expect(await backOntoTheEntry()).toContain(PHONE);
});

it('a page that moves on and then forgets the player (the password change) stays where it moved to', async () => {
  const app = await renderApp({ route: '/' });
  uninstall = installNativeCallbacks({ onLogin: createLoginHandler(app.store), onLogout: createLogoutHandler(app.store), onBack: hardwareBack });
  await act(async () => w.ucOnLogin(JSON.stringify(NATIVE_LOGIN)));
  await screen.findByRole('button', { name: 'Change password' });
  act(() => {
    window.history.pushState({ usr: turnState({ verified: true }), key: 'verified', idx: 1 }, '', '#/changepassword');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('completion page, state: null')).toBeInTheDocument();
  expect(window.location.hash).toBe('#/completionprompt');
});
