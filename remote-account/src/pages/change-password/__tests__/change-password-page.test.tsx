// changepassword through the UI (SPEC §2, §4, §5, §9): the 1 s 'verified' note, the rules and their texts, success
// (completion page, toast, session cleared, host logout), failure keeping what was typed, any characters intact.
import { act, screen, waitFor } from '@testing-library/react';
import { holdResponse, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import {
  failWith,
  handedTargets,
  landedOn,
  press,
  renderAccountPage,
  requestsTo,
  typeInto,
  type Native,
  type Provider,
} from '../../../testing/account-test-kit';
import VerifyAccountPage from '../../verify-account/verify-account-page';
import ChangePasswordPage from '../change-password-page';

let provider: Provider;
let native: Native;
beforeEach(() => {
  native = recordNativeCalls();
});
afterEach(() => {
  provider.restore();
  native.stop();
  jest.useRealTimers();
});

async function open(handler: object = { status: 'ok', result: true }) {
  provider = mockProvider({ 'POST open/oauth/password': handler });
  const view = renderAccountPage(<ChangePasswordPage />, { path: '/changepassword', route: '/changepassword', behind: ['/', '/verifyaccount'] });
  await screen.findByLabelText('New password');
  return view;
}

describe('change password page', () => {
  it("shows the 'verified' note after the verification step and hides it after one second", async () => {
    const check = holdResponse();
    provider = mockProvider({ 'GET open/oauth/sms': check.handler, 'GET open/oauth/binding': { status: 'ok', mobile: '13800000000' } });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: '/verifyaccount?mobileVerify=mobile_change_password&operation=changePassword',
      routeState: handedTargets({ mobile: '13800000000' }),
      behind: ['/'],
      routes: { '/changepassword': <ChangePasswordPage /> },
    });
    await screen.findByRole('radio', { name: /^Phone / });
    typeInto('Verification code', '123456');
    press('Next');
    await waitFor(() => expect(provider.requests.some((r) => r.path === 'open/oauth/sms')).toBe(true));
    jest.useFakeTimers();
    await act(async () => check.release({ status: 'ok', result: true }));
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('Verified')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it("shows no 'verified' note when no verification happened (opened directly)", async () => {
    await open();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it("asks for a password when both are empty: 'Please enter a password'", async () => {
    await open();
    press('Confirm');
    expect(await screen.findByText('Please enter a password')).toBeInTheDocument();
    expect(provider.requests).toEqual([]);
  });

  it.each(['abc1234', 'abcdefghijklmno12', 'abcdefgh', '12345678'])("rejects %p as 'password invalid'", async (password) => {
    await open();
    typeInto('New password', password);
    typeInto('Confirm password', password);
    press('Confirm');
    expect(await screen.findByText(/^Password invalid/)).toBeInTheDocument();
    expect(provider.requests).toEqual([]);
  });

  it('on a mismatch: the toast, and the inline message with the red border on the confirmation', async () => {
    await open();
    typeInto('New password', 'abcd1234');
    typeInto('Confirm password', 'abcd12345');
    press('Confirm');
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The two passwords entered are inconsistent');
    expect(confirm.closest('.uc-field')).toHaveClass('uc-field--invalid');
    typeInto('Confirm password', 'abcd1234'); // typing again clears the inline message
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(provider.requests).toEqual([]);
  });

  it('shows the strength while typing: low, medium, high', async () => {
    await open();
    typeInto('New password', 'abcdefgh');
    expect(screen.getByText('Strength: low')).toBeInTheDocument();
    typeInto('New password', 'abcd1234');
    expect(screen.getByText('Strength: medium')).toBeInTheDocument();
    typeInto('New password', 'ab12!@#$');
    expect(screen.getByText('Strength: high')).toBeInTheDocument();
  });

  it('on success: completion page, the toast, the session cleared and the host told to log out', async () => {
    const { store } = await open();
    typeInto('New password', 'NewPass123');
    typeInto('Confirm password', 'NewPass123');
    press('Confirm');
    expect(await landedOn()).toBe('/completionprompt');
    expect(await screen.findByText('Password changed, please log in again')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/password')[0]).toMatchObject({
      password: 'NewPass123',
      open_id: 'open-1',
      token: 'tok-123',
    });
    expect(store.getState().session.isLogin).toBe(false);
    expect(store.getState().session.user.token).toBe('');
    expect(native.of('logout')).toHaveLength(1);
  });

  it.each(['пароль12345', '密码密码abc123', 'p@ss 🔥 wörd 1', 'ñandú-42-çé'])('sends %p to the provider exactly as typed', async (password) => {
    await open();
    typeInto('New password', password);
    typeInto('Confirm password', password);
    press('Confirm');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'POST', 'open/oauth/password')[0].password).toBe(password);
  });

  it('on failure: the server text, both fields kept, the button usable, no logout', async () => {
    await open(failWith('1301', 'Password invalid'));
    typeInto('New password', 'NewPass123');
    typeInto('Confirm password', 'NewPass123');
    press('Confirm');
    expect(await screen.findByText('Password invalid')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass123');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('NewPass123');
    expect(native.of('logout')).toEqual([]);
  });
});
