// verifyaccount through the UI (SPEC §2, §5): the method picker, the code check, and where it leads (toPath only
// when it is one of our routes).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState, isThisTurnState, verifyTargetsState } from '@uc/shared';
import { loggedInState, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import {
  handedTargets,
  landedOn,
  landedState,
  OK,
  press,
  renderAccountPage,
  requestsTo,
  typeInto,
  type Provider,
} from '../../../testing/account-test-kit';
import { recoveryState } from '../../../features/route-flow/recovery-state';
import { flowPaths } from '../../../features/route-flow/route-flow';
import BindPhonePage from '../../bind-phone/bind-phone-page';
import ForgotPasswordPage from '../../forgot-password/forgot-password-page';
import VerifyAccountPage from '../verify-account-page';

let provider: Provider;
beforeEach(() => sessionStorage.clear());
afterEach(() => provider.restore());

const CHANGE_PASSWORD = '/verifyaccount?title=Change%20password&mobileVerify=mobile_change_password&operation=changePassword';
// What home's tile hands over with it (history state, never the URL).
const TILE_PHONE = handedTargets({ mobile: '13800000000' });
const FORGOT = flowPaths.forgotPasswordVerification('Forgot password');
const lookedUp = (found: { username: string; mobile?: string; mail?: string; country?: string }) =>
  recoveryState({ mobile: '', mail: '', country: '', ...found });

function open(route: string, handlers: Record<string, unknown> = {}, routeState: unknown = TILE_PHONE) {
  provider = mockProvider({
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
    'POST open/oauth/sms': OK,
    'POST open/oauth/mail': OK,
    'GET open/oauth/sms': { status: 'ok', result: true },
    'GET open/oauth/mail': { status: 'ok', result: true },
    ...handlers,
  });
  return renderAccountPage(<VerifyAccountPage />, { path: '/verifyaccount', route, routeState, behind: ['/'] });
}

describe('verify account page', () => {
  it('from the change-password tile: title from the query, one method (picker disabled), on to /changepassword', async () => {
    open(CHANGE_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    const phone = await screen.findByRole('radio', { name: 'Phone 138****0000' });
    expect(phone).toBeChecked();
    expect(phone).toBeDisabled();
    expect(screen.getByText('The code will be sent to 138****0000')).toBeInTheDocument();
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({
      mobile: '13800000000',
      target: 'mobile_change_password',
      target_id: 'dev-1',
      country: '86',
    });
    typeInto('Verification code', '123456');
    press('Next');
    expect(await landedOn()).toBe('/changepassword');
    expect(requestsTo(provider, 'GET', 'open/oauth/sms')[0]).toMatchObject({
      mobile: '13800000000',
      target: 'mobile_change_password',
      security: '123456',
    });
  });

  it("says 'Verification code invalid' on a false result and stays with the code kept", async () => {
    open(CHANGE_PASSWORD, { 'GET open/oauth/sms': { status: 'ok', result: false } });
    await screen.findByLabelText('Verification code');
    typeInto('Verification code', '000000');
    press('Next');
    expect(await screen.findByText('Verification code invalid')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('asks for the code when it is empty', async () => {
    open(CHANGE_PASSWORD);
    await screen.findByLabelText('Verification code');
    press('Next');
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(requestsTo(provider, 'GET', 'open/oauth/sms')).toEqual([]);
  });

  it('with a phone and an e-mail the picker is enabled; the e-mail method uses its own purpose; toPath is followed', async () => {
    open(FORGOT, {}, lookedUp({ username: 'player@example.com', mobile: '13812345678', mail: 'player@example.com' }));
    const mail = await screen.findByRole('radio', { name: 'E-mail p****r@example.com' });
    expect(mail).toBeEnabled();
    fireEvent.click(mail);
    expect(screen.getByText('The code will be sent to p****r@example.com')).toBeInTheDocument();
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')[0]).toMatchObject({ mail: 'player@example.com', target: 'email_forget_password' });
    typeInto('Verification code', '123456');
    press('Next');
    expect(await landedOn()).toBe('/setpassword?operation=forgotPassword');
    const state = await landedState();
    expect(state).toEqual({ verified: true, account: 'player@example.com', ucTurn: expect.any(String) }); // the account in state only
    expect(isThisTurnState(state)).toBe(true); // for this player only: the shell drops it once they leave
    expect(requestsTo(provider, 'GET', 'open/oauth/mail')[0]).toMatchObject({ security: '123456', target: 'email_forget_password' });
  });

  it('reports 2666 when an e-mail code cannot be sent, and no report for a failed SMS', async () => {
    const native = recordNativeCalls();
    try {
      open(
        '/verifyaccount?type=mail',
        {
          'POST open/oauth/mail': { status: 'fail', error: '2001', error_msg: 'Mail service busy' },
          'POST open/oauth/sms': { status: 'fail', error: '2002', error_msg: 'SMS service busy' },
        },
        handedTargets({ mobile: '13812345678', mail: 'player@example.com' }),
      );
      await screen.findByRole('radio', { name: /^E-mail/ });
      press('Send');
      expect(await screen.findByText('Mail service busy')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('radio', { name: /^Phone/ }));
      press('Send');
      expect(await screen.findByText('SMS service busy')).toBeInTheDocument();
      expect(native.of('report').map((c) => c.payload)).toEqual([
        { code: 2666, status: 'fail', message: 'Mail service busy', error: '2001' },
      ]);
    } finally {
      native.stop();
    }
  });

  it('starts on the method named by type', async () => {
    open('/verifyaccount?type=mail', {}, handedTargets({ mobile: '13812345678', mail: 'player@example.com' }));
    expect(await screen.findByRole('radio', { name: /^E-mail/ })).toBeChecked();
  });

  it.each([
    ['javascript:alert(1)', 'javascript%3Aalert(1)'],
    ['another origin', 'https%3A%2F%2Fevil.example%2Fsteal'],
    ['a protocol-relative address', '%2F%2Fevil.example'],
    ['an unknown path', '%2Fnot-a-route'],
    ['the client entry', '%2Findex%3Fpage%3Dhome'],
  ])('refuses a toPath that is %s, before any code is asked for', async (_name, toPath) => {
    open(`/verifyaccount?toPath=${toPath}`);
    expect(await screen.findByText('This link leads outside the user center, so it was not opened.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Back' }));
    expect(await landedOn()).toBe('/');
    expect(provider.requests.filter((r) => r.path !== 'open/sdk/country')).toEqual([]);
  });

  it('says so when there is neither a phone nor an e-mail to verify with', async () => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] }, 'GET open/oauth/binding': { status: 'ok' } });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: '/verifyaccount?operation=changePassword',
      preloadedState: loggedInState({ user: { mobile: '' } }),
    });
    expect(await screen.findByText(/There is no phone number or e-mail to verify this account with/)).toBeInTheDocument();
  });

  it('works for a logged-out player (forgot password)', async () => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] }, 'GET open/oauth/sms': { status: 'ok', result: true } });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: '/verifyaccount?operation=forgotPassword',
      routeState: lookedUp({ username: '13812345678', mobile: '13812345678' }),
      preloadedState: { session: { ...initialSessionState(), app: { ...initialSessionState().app, appId: 'a', publicKey: '' } } },
    });
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });
});

describe('a player without a bound phone (issue 16 point 6)', () => {
  const CHANGE_PASSWORD_NO_PHONE = '/verifyaccount?title=Change%20password&operation=changePassword';

  it('verifies by the bound e-mail (bind info) and goes on to change the password', async () => {
    open(CHANGE_PASSWORD_NO_PHONE, { 'GET open/oauth/binding': { status: 'ok', mail: 'player@example.com' } }, null);
    expect(await screen.findByRole('radio', { name: 'E-mail p****r@example.com' })).toBeChecked();
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')[0]).toMatchObject({ mail: 'player@example.com', target: 'email_send_code' });
    typeInto('Verification code', '123456');
    press('Next');
    expect(await landedOn()).toBe('/changepassword');
  });

  it('with nothing bound, leads to bindPhone, and back here the new phone verifies', async () => {
    let bound: Record<string, string> = {};
    provider = mockProvider({
      'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
      'GET open/oauth/binding': () => ({ status: 'ok', ...bound }),
      'POST open/oauth/sms': OK,
      'POST open/oauth/binding': () => {
        bound = { mobile: '13900001111' };
        return { status: 'ok' };
      },
    });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: CHANGE_PASSWORD_NO_PHONE,
      behind: ['/'],
      preloadedState: loggedInState({ user: { mobile: '' } }),
      routes: { '/bindPhone': <BindPhonePage /> },
    });
    expect(await screen.findByText(/There is no phone number or e-mail to verify this account with/)).toBeInTheDocument();
    press('Bind phone number');
    await screen.findByLabelText('Phone number');
    typeInto('Phone number', '13900001111');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await screen.findByRole('radio', { name: 'Phone 139****1111' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('a logged-out player with nothing to verify with is not offered a phone binding', async () => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] } });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: '/verifyaccount?operation=forgotPassword',
      routeState: lookedUp({ username: 'someone' }),
      preloadedState: { session: { ...initialSessionState(), app: { ...initialSessionState().app, appId: 'a', publicKey: '' } } },
    });
    expect(await screen.findByText(/This account has no phone number or e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind phone number' })).not.toBeInTheDocument();
  });
});

describe('forgot password verifies the account being recovered, never the logged-in player', () => {
  // The logged-in player has a phone and an e-mail of their own; the account typed on forgotpassword has neither.
  const playerBound = { 'GET open/oauth/binding': { status: 'ok', mobile: '13800000000', mail: 'player@example.com' } };
  const NO_WAY = 'This account has no phone number or e-mail to verify it with, so its password cannot be reset here. Please contact customer service.';

  it('a lookup that found neither: a clear message, no method, no code to the player\'s own phone or e-mail', async () => {
    open(FORGOT, playerBound, lookedUp({ username: 'other@example.com' }));
    expect(await screen.findByText(NO_WAY)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/138\*\*\*\*0000|p\*\*\*\*r@example\.com/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind phone number' })).not.toBeInTheDocument();
    expect(provider.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('from forgotpassword: the lookup answers nothing for the typed account, verifyaccount says so', async () => {
    provider = mockProvider({ 'GET open/oauth/forget': { status: 'ok' }, ...playerBound, 'POST open/oauth/sms': OK, 'POST open/oauth/mail': OK });
    renderAccountPage(<ForgotPasswordPage />, {
      path: '/forgotpassword',
      route: '/forgotpassword',
      behind: ['/'],
      routes: { '/verifyaccount': <VerifyAccountPage /> },
    });
    await screen.findByLabelText('Phone number or e-mail');
    typeInto('Phone number or e-mail', 'other@example.com');
    press('Next');
    expect(await screen.findByText(NO_WAY)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(provider.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a lookup that found the account\'s e-mail verifies that e-mail only, not the player\'s phone', async () => {
    open(FORGOT, playerBound, lookedUp({ username: 'other', mail: 'other@example.com' }));
    expect(await screen.findByRole('radio', { name: /^E-mail o\*+r@example\.com$/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')).toEqual([
      expect.objectContaining({ mail: 'other@example.com', target: 'email_forget_password' }),
    ]);
  });
});

describe('the country of the bound number (issue 16 point 1)', () => {
  it('sends the change-password code with the session’s bound-number country, not the last picker choice', async () => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }] } });
    const bindPhone = renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone' });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    typeInto('Country/region', 'JP');
    bindPhone.unmount();
    provider.restore();

    provider = mockProvider({
      'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }] },
      'GET open/oauth/binding': { status: 'ok', mobile: '13800000000' },
      'POST open/oauth/sms': OK,
    });
    renderAccountPage(<VerifyAccountPage />, { path: '/verifyaccount', route: CHANGE_PASSWORD, routeState: TILE_PHONE, behind: ['/'], store: bindPhone.store });
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ mobile: '13800000000', country: '86' });
  });

  it('takes the country bind info gives for the bound number', async () => {
    open(CHANGE_PASSWORD, {
      'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }] },
      'GET open/oauth/binding': { status: 'ok', mobile: '13800000000', country: 'JP' },
    });
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ country: '81' });
  });
});

describe('forgot password from any country', () => {
  const WORLD = { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }, { id: 'TH', number: '66' }] };

  it("sends the code to the country forgotpassword's picker named", async () => {
    provider = mockProvider({ 'GET open/sdk/country': WORLD, 'POST open/oauth/sms': OK });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: FORGOT,
      routeState: lookedUp({ username: '0812345678', mobile: '0812345678', country: 'TH' }),
      preloadedState: { session: { ...loggedInState().session, isLogin: false } },
    });
    await screen.findByLabelText('Verification code');
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({
      mobile: '0812345678',
      target: 'mobile_forget_password',
      country: '66',
    });
  });

  it('a country the list lacks (or garbage) falls back to +86', async () => {
    provider = mockProvider({ 'GET open/sdk/country': WORLD, 'POST open/oauth/sms': OK });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: FORGOT,
      routeState: lookedUp({ username: '0812345678', mobile: '0812345678', country: '<b>X' }),
      preloadedState: { session: { ...loggedInState().session, isLogin: false } },
    });
    await screen.findByLabelText('Verification code');
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ country: '86' });
  });

  it("the logged-in account's own number keeps the country bind info gives it", async () => {
    open(
      FORGOT,
      { 'GET open/sdk/country': WORLD, 'GET open/oauth/binding': { status: 'ok', mobile: '13800000000', country: 'JP' } },
      lookedUp({ username: '13800000000', mobile: '13800000000', country: 'TH' }),
    );
    await screen.findByLabelText('Verification code');
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ country: '81' });
  });
});

describe('in the session language', () => {
  it.each([
    ['ja-JP', 'アカウントの確認', '認証コード'],
    ['de-DE', 'Konto bestätigen', 'Bestätigungscode'],
    ['ru-RU', 'Подтверждение аккаунта', 'Код подтверждения'],
  ] as const)('%s', async (locale, title, codeLabel) => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] } });
    renderAccountPage(<VerifyAccountPage />, { path: '/verifyaccount', route: '/verifyaccount', routeState: handedTargets({ mobile: '13812345678' }), locale });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByLabelText(codeLabel)).toBeInTheDocument();
  });
});

describe('a link that still names a phone number or e-mail acts for nobody (security-2 N4)', () => {
  const OLD_TILE =
    '/verifyaccount?title=Change%20password&mobile=13900000000&mail=attacker%40example.com&mobileVerify=mobile_change_password&operation=changePassword';
  const bound = { 'GET open/oauth/binding': { status: 'ok', mobile: '13800000000' } };

  it('the change-password link verifies the player by their own bound phone, never the one it names', async () => {
    open(OLD_TILE, bound, null);
    expect(await screen.findByRole('radio', { name: 'Phone 138****0000' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/139\*|attacker|a\*+r@example/);
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')).toEqual([expect.objectContaining({ mobile: '13800000000' })]);
  });

  it('what was handed over for another player counts for nothing', async () => {
    open(CHANGE_PASSWORD, bound, verifyTargetsState({ mobile: '13900000000' }, 'open-2'));
    expect(await screen.findByRole('radio', { name: 'Phone 138****0000' })).toBeChecked();
    expect(screen.queryByText(/139\*/)).not.toBeInTheDocument();
  });

  it('the forgot-password link leads to the lookup, with nothing sent', async () => {
    open(
      '/verifyaccount?mobile=13812345678&mail=player%40example.com&operation=forgotPassword&toPath=%2Fsetpassword%3Faccount%3Dplayer%2540example.com%26operation%3DforgotPassword',
      {},
      null,
    );
    expect(await landedOn()).toBe('/forgotpassword');
    expect(provider.requests.filter((r) => r.path !== 'open/sdk/country')).toEqual([]);
  });

  it('a logged-out visitor is offered nothing to verify', async () => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] } });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: '/verifyaccount?mobile=13812345678&operation=changePassword',
      preloadedState: { session: { ...initialSessionState(), app: { ...initialSessionState().app, appId: 'a', publicKey: '' } } },
    });
    expect(await screen.findByText(/There is no phone number or e-mail to verify this account with/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
