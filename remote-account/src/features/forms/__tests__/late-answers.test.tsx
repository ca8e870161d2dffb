// An answer that arrives after the player left the page (pressed back while it was on the way) neither navigates nor
// toasts: bind phone, bind mail, a code send, a code check, the forgot-password lookup, the password reset. What the
// answer did on the server still reaches the session and native (a bind that happened is reported as bound).
import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { forgetPlayer } from '@uc/shared';
import {
  flushPendingWork, holdResponse, loggedInState, mockProvider, recordNativeCalls, type HeldResponse,
} from '@uc/shared/src/testing';
import {
  failWith,
  handedTargets,
  landedOn,
  OK,
  press,
  renderAccountPage,
  reportsOf,
  typeInto,
  USER_OK,
  type Native,
  type Provider,
} from '../../../testing/account-test-kit';
import { verifiedFor } from '../../route-flow/recovery-state';
import BindMailPage from '../../../pages/bind-mail/bind-mail-page';
import BindPhonePage from '../../../pages/bind-phone/bind-phone-page';
import ForgotPasswordPage from '../../../pages/forgot-password/forgot-password-page';
import SetPasswordPage from '../../../pages/set-password/set-password-page';
import VerifyAccountPage from '../../../pages/verify-account/verify-account-page';

let provider: Provider;
let native: Native;
let held: HeldResponse;
beforeEach(() => {
  sessionStorage.clear();
  native = recordNativeCalls();
  held = holdResponse();
});
afterEach(() => {
  provider.restore();
  native.stop();
});

const COUNTRIES = { status: 'ok', country: [{ id: 'CN', number: '86' }] };
const loading = () => screen.queryByRole('status', { name: 'Loading…' });

interface Flow {
  page: ReactElement;
  path: string;
  route: string;
  /** The history state the flow before the page left on its entry. */
  routeState?: unknown;
  /** The provider call the test holds until the player has left. */
  held: string;
  handlers?: Record<string, unknown>;
  /** Fills the form and sends it (the held call goes out). */
  act(): Promise<void>;
  /** The answer released once the player is back on manageaccount. */
  answer: unknown;
  /** Every text the page would show once that answer is in. */
  texts: RegExp;
}

const FLOWS: [string, Flow][] = [
  [
    'bind phone (a success)',
    {
      page: <BindPhonePage />, path: '/bindPhone', route: '/bindPhone', held: 'POST open/oauth/binding',
      handlers: { 'GET open/sdk/country': COUNTRIES },
      async act() {
        await screen.findByLabelText('Phone number');
        typeInto('Phone number', '13900001111');
        typeInto('Verification code', '123456');
        press('Confirm');
      },
      answer: USER_OK,
      texts: /Bound successfully/,
    },
  ],
  [
    'bind phone (a failure)',
    {
      page: <BindPhonePage />, path: '/bindPhone', route: '/bindPhone', held: 'POST open/oauth/binding',
      handlers: { 'GET open/sdk/country': COUNTRIES },
      async act() {
        await screen.findByLabelText('Phone number');
        typeInto('Phone number', '13900001111');
        typeInto('Verification code', '123456');
        press('Confirm');
      },
      answer: failWith('1101', 'Verification code invalid'),
      texts: /Verification code invalid/,
    },
  ],
  [
    'a code send (bind phone)',
    {
      page: <BindPhonePage />, path: '/bindPhone', route: '/bindPhone', held: 'POST open/oauth/sms',
      handlers: { 'GET open/sdk/country': COUNTRIES },
      async act() {
        await screen.findByLabelText('Phone number');
        typeInto('Phone number', '13900001111');
        press('Send');
      },
      answer: OK,
      texts: /Sent!/,
    },
  ],
  [
    'bind mail (a 1345 that would lead to strongbindingmail)',
    {
      page: <BindMailPage />, path: '/bindmail', route: '/bindmail', held: 'POST open/oauth/binding',
      async act() {
        await screen.findByLabelText('E-mail');
        typeInto('E-mail', 'taken@example.com');
        typeInto('Verification code', '123456');
        press('Confirm');
      },
      answer: failWith('1345', 'bound elsewhere'),
      texts: /already bound|bound elsewhere/,
    },
  ],
  [
    'a code check (verifyaccount)',
    {
      page: <VerifyAccountPage />, path: '/verifyaccount',
      route: '/verifyaccount?mobileVerify=mobile_change_password&operation=changePassword',
      routeState: handedTargets({ mobile: '13800000000' }),
      held: 'GET open/oauth/sms', handlers: { 'GET open/sdk/country': COUNTRIES },
      async act() {
        await screen.findByLabelText('Verification code');
        typeInto('Verification code', '123456');
        press('Next');
      },
      answer: { status: 'ok', result: true },
      texts: /Verification code invalid|Verified/,
    },
  ],
  [
    'the forgot-password lookup',
    {
      page: <ForgotPasswordPage />, path: '/forgotpassword', route: '/forgotpassword', held: 'GET open/oauth/forget',
      async act() {
        await screen.findByLabelText('Phone number or e-mail');
        typeInto('Phone number or e-mail', 'player@example.com');
        press('Next');
      },
      answer: { status: 'ok', Mobile: '13800000000' },
      texts: /Verify/,
    },
  ],
  [
    'the password reset (setpassword)',
    {
      page: <SetPasswordPage />, path: '/setpassword', route: '/setpassword?operation=forgotPassword',
      routeState: verifiedFor('player@example.com'),
      held: 'POST open/oauth/forget',
      async act() {
        await screen.findByLabelText('New password');
        typeInto('New password', 'NewPass123');
        typeInto('Confirm password', 'NewPass123');
        press('Confirm');
      },
      answer: { status: 'ok', result: true },
      texts: /Password reset/,
    },
  ],
];

it.each(FLOWS)('%s: the answer after the player pressed back neither navigates nor toasts', async (_name, flow) => {
  provider = mockProvider({ 'POST open/oauth/sms': OK, 'POST open/oauth/mail': OK, ...flow.handlers, [flow.held]: held.handler });
  renderAccountPage(flow.page, {
    path: flow.path,
    route: flow.route,
    routeState: flow.routeState,
    behind: ['/', '/manageaccount'],
    preloadedState: loggedInState(),
  });
  await flow.act();
  const [method, path] = flow.held.split(' ');
  await waitFor(() => expect(provider.requests.some((r) => r.method === method && r.path === path)).toBe(true));
  expect(loading()).toBeInTheDocument();

  press('Back'); // the player leaves while the answer is on the way
  expect(await landedOn()).toBe('/manageaccount');
  expect(loading()).toBeInTheDocument(); // still waiting: what follows is the answer's doing

  held.release(flow.answer);
  await waitFor(() => expect(loading()).not.toBeInTheDocument()); // the answer is in and handled
  await flushPendingWork(); // and whatever it set off has run
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/manageaccount$/);
  expect(screen.queryByText(flow.texts)).not.toBeInTheDocument();
  expect(document.querySelector('.uc-toast')).toBeNull();
});

it('a bind that succeeded after the player left still reaches native and the session', async () => {
  provider = mockProvider({ 'GET open/sdk/country': COUNTRIES, 'POST open/oauth/binding': held.handler });
  const { store } = renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone', behind: ['/', '/manageaccount'] });
  await screen.findByLabelText('Phone number');
        typeInto('Phone number', '13900001111');
  typeInto('Verification code', '123456');
  press('Confirm');
  await waitFor(() => expect(provider.requests.some((r) => r.path === 'open/oauth/binding')).toBe(true));
  press('Back');
  expect(await landedOn()).toBe('/manageaccount');
  held.release(USER_OK);
  await waitFor(() => expect(native.of('bindMobile')).toHaveLength(1));
  expect(store.getState().session.user.mobile).toBe('13900001111');
  await flushPendingWork();
  expect(reportsOf(native).map((r) => r?.code)).not.toContain(2043); // no failure (its 2042 is the back press)
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/manageaccount$/);
  expect(screen.queryByText('Bound successfully')).not.toBeInTheDocument();
});

// security-2 N3: an answer that arrives after the game ended the session (ucOnLogout, a switch) is the old player's:
// it writes nothing into the session now on the device and tells native nothing with the old player's token.
describe('after the session ended (ucOnLogout) while the answer was on the way', () => {
  // the bind succeeded on the server; the page tells no one
  it.each([
    ['bind phone', <BindPhonePage key="p" />, '/bindPhone', 'Phone number', '13900001111', 'bindMobile'],
    ['bind mail', <BindMailPage key="m" />, '/bindmail', 'E-mail', 'new@example.com', 'bindResult'],
  ] as const)('%s: nothing reaches the session or native', async (_name, page, route, field, value, nativeMethod) => {
    provider = mockProvider({
      'GET open/sdk/country': COUNTRIES, 'POST open/oauth/mail': OK, 'POST open/oauth/binding': held.handler,
    });
    const { store } = renderAccountPage(page, { path: route, route, behind: ['/', '/manageaccount'], preloadedState: loggedInState() });
    await screen.findByLabelText(field);
    typeInto(field, value);
    typeInto('Verification code', '123456');
    press('Confirm');
    await waitFor(() => expect(provider.requests.some((r) => r.path === 'open/oauth/binding')).toBe(true));
    act(() => forgetPlayer(store.dispatch)); // the game logged the player out
    held.release(USER_OK);
    await waitFor(() => expect(loading()).not.toBeInTheDocument());
    await flushPendingWork();
    expect(native.of(nativeMethod)).toEqual([]);
    // not even a failure report: what happened to the old player's request is no news for the game now
    expect(native.calls).toEqual([]);
    expect(store.getState().session.isLogin).toBe(false);
    expect(store.getState().session.user.mobile).toBe('');
    expect(store.getState().session.countryCode).toBe('');
  });
});
