// verifyaccount through the UI (SPEC §2, §5): the method picker, the code check, and where it leads (toPath only
// when it is one of our routes).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState } from '@uc/shared';
import { mockProvider } from '@uc/shared/src/testing';
import { landedOn, OK, press, renderAccountPage, requestsTo, typeInto, type Provider } from '../../../testing/account-test-kit';
import VerifyAccountPage from '../verify-account-page';

let provider: Provider;
beforeEach(() => sessionStorage.clear());
afterEach(() => provider.restore());

const CHANGE_PASSWORD =
  '/verifyaccount?title=Change%20password&mobile=13800000000&mobileVerify=mobile_change_password&operation=changePassword';

function open(route: string, handlers: Record<string, unknown> = {}) {
  provider = mockProvider({
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
    'POST open/oauth/sms': OK,
    'POST open/oauth/mail': OK,
    'GET open/oauth/sms': { status: 'ok', result: true },
    'GET open/oauth/mail': { status: 'ok', result: true },
    ...handlers,
  });
  return renderAccountPage(<VerifyAccountPage />, { path: '/verifyaccount', route, behind: ['/'] });
}

describe('verify account page', () => {
  it('from the change-password tile: title from the query, one method (picker disabled), on to /changepassword', async () => {
    open(CHANGE_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    const phone = screen.getByRole('radio', { name: 'Phone 138****0000' });
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
    open(
      '/verifyaccount?mobile=13812345678&mobileVerify=mobile_forget_password&mail=player%40example.com&mailVerify=email_forget_password&operation=forgotPassword&toPath=%2Fsetpassword%3Faccount%3Dplayer%2540example.com%26operation%3DforgotPassword',
      {},
    );
    const mail = await screen.findByRole('radio', { name: 'E-mail p****r@example.com' });
    expect(mail).toBeEnabled();
    fireEvent.click(mail);
    expect(screen.getByText('The code will be sent to p****r@example.com')).toBeInTheDocument();
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')[0]).toMatchObject({ mail: 'player@example.com', target: 'email_forget_password' });
    typeInto('Verification code', '123456');
    press('Next');
    expect(await landedOn()).toBe('/setpassword?account=player%40example.com&operation=forgotPassword');
    expect(requestsTo(provider, 'GET', 'open/oauth/mail')[0]).toMatchObject({ security: '123456', target: 'email_forget_password' });
  });

  it('starts on the method named by type', async () => {
    open('/verifyaccount?mobile=13812345678&mail=player%40example.com&type=mail');
    expect(await screen.findByRole('radio', { name: /^E-mail/ })).toBeChecked();
  });

  it.each([
    ['javascript:alert(1)', 'javascript%3Aalert(1)'],
    ['another origin', 'https%3A%2F%2Fevil.example%2Fsteal'],
    ['a protocol-relative address', '%2F%2Fevil.example'],
    ['an unknown path', '%2Fnot-a-route'],
    ['the client entry', '%2Findex%3Fpage%3Dhome'],
  ])('refuses a toPath that is %s, before any code is asked for', async (_name, toPath) => {
    open(`/verifyaccount?mobile=13812345678&toPath=${toPath}`);
    expect(await screen.findByText('This link leads outside the user center, so it was not opened.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Back' }));
    expect(await landedOn()).toBe('/');
    expect(provider.requests.filter((r) => r.path !== 'open/sdk/country')).toEqual([]);
  });

  it('says so when there is neither a phone nor an e-mail to verify with', async () => {
    open('/verifyaccount?operation=changePassword');
    expect(await screen.findByText(/There is no phone number or e-mail to verify this account with/)).toBeInTheDocument();
  });

  it('works for a logged-out player (forgot password)', async () => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] }, 'GET open/oauth/sms': { status: 'ok', result: true } });
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: '/verifyaccount?mobile=13812345678&operation=forgotPassword',
      preloadedState: { session: { ...initialSessionState(), app: { ...initialSessionState().app, appId: 'a', publicKey: '' } } },
    });
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });
});

describe('in the session language', () => {
  it.each([
    ['ja-JP', 'アカウントの確認', '認証コード'],
    ['de-DE', 'Konto bestätigen', 'Bestätigungscode'],
    ['ru-RU', 'Подтверждение аккаунта', 'Код подтверждения'],
  ] as const)('%s', async (locale, title, codeLabel) => {
    provider = mockProvider({ 'GET open/sdk/country': { status: 'ok', country: [] } });
    renderAccountPage(<VerifyAccountPage />, { path: '/verifyaccount', route: '/verifyaccount?mobile=13812345678', locale });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(codeLabel)).toBeInTheDocument();
  });
});
