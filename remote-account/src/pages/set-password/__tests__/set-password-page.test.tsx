// setpassword through the UI (SPEC §2, §4): forgotPassword resets the account its verification handed over (history
// state, never the URL) and does not log out; changePassword logs out; modifyMail sets the password; any other
// operation says 'system abnormal, go back and retry'.
import { screen } from '@testing-library/react';
import { initialSessionState, recordSend } from '@uc/shared';
import { loggedInState, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { landedOn, press, renderAccountPage, requestsTo, typeInto, type Native, type Provider } from '../../../testing/account-test-kit';
import { verifiedFor } from '../../../features/route-flow/recovery-state';
import SetPasswordPage from '../set-password-page';

let provider: Provider;
let native: Native;
beforeEach(() => {
  native = recordNativeCalls();
  provider = mockProvider({
    'POST open/oauth/forget': { status: 'ok', result: true },
    'POST open/oauth/password': { status: 'ok', result: true },
  });
});
afterEach(() => {
  provider.restore();
  native.stop();
});

const loggedOut = { session: { ...initialSessionState(), app: loggedInState().session.app } };

function open(route: string, preloadedState = loggedInState(), routeState?: unknown) {
  return renderAccountPage(<SetPasswordPage />, { path: '/setpassword', route, preloadedState, routeState });
}

async function save(password: string) {
  await screen.findByLabelText('New password');
  typeInto('New password', password);
  typeInto('Confirm password', password);
  press('Confirm');
}

it('forgotPassword: resets the account with the password as typed, then completion, without logging out', async () => {
  const { store } = open('/setpassword?operation=forgotPassword', loggedOut, verifiedFor('player@example.com'));
  expect(await screen.findByText('Choose a new password for player@example.com.')).toBeInTheDocument();
  await save('Ключ2026🔑');
  expect(await landedOn()).toBe('/completionprompt');
  expect(requestsTo(provider, 'POST', 'open/oauth/forget')[0]).toMatchObject({ username: 'player@example.com', password: 'Ключ2026🔑' });
  expect(await screen.findByText('Password reset. Log in with your new password.')).toBeInTheDocument();
  expect(native.of('logout')).toEqual([]);
  expect(store.getState().session.app.appId).toBe('app-1');
});

it('changePassword: changes, then logs out: the player’s drafts, code-send times and API cache go with the session', async () => {
  const { store } = open('/setpassword?operation=changePassword');
  sessionStorage.setItem('uc.draft.bindMail', JSON.stringify({ mail: 'a@b.c' }));
  recordSend('a@b.c', 'bindMail');
  await save('NewPass123');
  expect(await landedOn()).toBe('/completionprompt');
  expect(requestsTo(provider, 'POST', 'open/oauth/password')).toHaveLength(1);
  expect(native.of('logout')).toHaveLength(1);
  expect(store.getState().session.isLogin).toBe(false);
  expect(sessionStorage.getItem('uc.draft.bindMail')).toBeNull();
  expect(sessionStorage.getItem('uc.codeSend')).toBeNull();
  expect(store.getState().api.mutations).toEqual({});
});

it('modifyMail: sets the password of the session account, no logout', async () => {
  open('/setpassword?operation=modifyMail');
  await save('NewPass123');
  expect(await landedOn()).toBe('/completionprompt');
  expect(await screen.findByText('Password set')).toBeInTheDocument();
  expect(native.of('logout')).toEqual([]);
});

it.each(['/setpassword?operation=deleteEverything', '/setpassword'])(
  '%s says the system is abnormal and offers the way back',
  async (route) => {
    open(route);
    expect(await screen.findByText('System abnormal, please go back and retry')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  },
);

it.each([
  ['no account handed over', '/setpassword?operation=forgotPassword'],
  ['the account only in the URL (an old link)', '/setpassword?account=victim%40example.com&operation=forgotPassword'],
])('forgotPassword with %s acts for nobody: on to the lookup, nothing sent', async (_how, route) => {
  open(route, loggedOut);
  expect(await landedOn()).toBe('/forgotpassword');
  expect(provider.requests).toEqual([]);
});

it('changePassword needs a login', async () => {
  open('/setpassword?operation=changePassword', loggedOut);
  expect(await screen.findByText('Please log in first to manage your account.')).toBeInTheDocument();
});
