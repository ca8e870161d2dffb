// forgotpassword through the UI (SPEC §2): phone or e-mail, next → forget lookup → verifyaccount with both methods
// and setpassword as the step after it.
import { screen, waitFor } from '@testing-library/react';
import { mockProvider } from '@uc/shared/src/testing';
import { failWith, landedOn, press, renderAccountPage, requestsTo, typeInto, type Provider } from '../../../testing/account-test-kit';
import ForgotPasswordPage from '../forgot-password-page';

let provider: Provider;
beforeEach(() => sessionStorage.clear()); // drafts live there: each test starts with an empty form
afterEach(() => provider.restore());

function open(lookup: object) {
  provider = mockProvider({ 'GET open/oauth/forget': lookup });
  renderAccountPage(<ForgotPasswordPage />, { path: '/forgotpassword', route: '/forgotpassword' });
}

it('looks the account up and goes on to verifyaccount with its phone and e-mail', async () => {
  open({ status: 'ok', Mobile: '13812345678', Account: 'player@example.com' });
  await screen.findByLabelText('Phone number or e-mail');
  typeInto('Phone number or e-mail', ' player@example.com ');
  press('Next');
  const route = await landedOn();
  expect(requestsTo(provider, 'GET', 'open/oauth/forget')[0]).toMatchObject({ username: 'player@example.com' });
  const url = new URL(route, 'http://x');
  expect(url.pathname).toBe('/verifyaccount');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    title: 'Forgot password',
    mobile: '13812345678',
    mobileVerify: 'mobile_forget_password',
    mail: 'player@example.com',
    mailVerify: 'email_forget_password',
    operation: 'forgotPassword',
    toPath: '/setpassword?account=player%40example.com&operation=forgotPassword',
  });
});

it('asks for a phone number or e-mail when empty', async () => {
  open({ status: 'ok' });
  await screen.findByLabelText('Phone number or e-mail');
  press('Next');
  expect(await screen.findByText('Please enter your phone number or e-mail')).toBeInTheDocument();
  expect(provider.requests).toEqual([]);
});

it('toasts an unknown account and keeps what was typed', async () => {
  open(failWith('1302', 'Account does not exist'));
  await screen.findByLabelText('Phone number or e-mail');
  typeInto('Phone number or e-mail', 'nobody@example.com');
  press('Next');
  expect(await screen.findByText('Account does not exist')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone number or e-mail')).toHaveValue('nobody@example.com');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
});
