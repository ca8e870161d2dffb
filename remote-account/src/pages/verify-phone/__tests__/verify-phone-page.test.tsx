// verifyphone through the UI: a code to the bound phone (bind info), then toPath — modifyphone by default,
// changepassword for the change-password purpose.
import { screen } from '@testing-library/react';
import { mockProvider } from '@uc/shared/src/testing';
import { landedOn, OK, press, renderAccountPage, requestsTo, typeInto, type Provider } from '../../../testing/account-test-kit';
import VerifyPhonePage from '../verify-phone-page';

let provider: Provider;
beforeEach(() => sessionStorage.clear());
afterEach(() => provider.restore());

function open(route: string, bind: Record<string, unknown> = { mobile: '13812345678' }) {
  provider = mockProvider({
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
    'GET open/oauth/binding': { status: 'ok', ...bind },
    'POST open/oauth/sms': OK,
    'GET open/oauth/sms': { status: 'ok', result: true },
  });
  renderAccountPage(<VerifyPhonePage />, { path: '/verifyphone', route });
}

it('verifies the bound phone for a change of number and goes on to modifyphone', async () => {
  open('/verifyphone?toPath=%2Fmodifyphone');
  expect(await screen.findByRole('heading', { name: 'Verify phone number' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'Phone 138****5678' })).toBeDisabled();
  press('Send');
  expect(await screen.findByText('Sent!')).toBeInTheDocument();
  expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ mobile: '13812345678', target: 'mobile_change_binding' });
  typeInto('Verification code', '123456');
  press('Next');
  expect(await landedOn()).toBe('/modifyphone');
});

it('is the change-password entry with type mobile_change_password and the title from the query', async () => {
  open('/verifyphone?title=Change%20password&type=mobile_change_password');
  expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  await screen.findByLabelText('Verification code');
  typeInto('Verification code', '123456');
  press('Next');
  expect(await landedOn()).toBe('/changepassword');
  expect(requestsTo(provider, 'GET', 'open/oauth/sms')[0]).toMatchObject({ target: 'mobile_change_password', security: '123456' });
});

it('refuses a toPath that is not ours', async () => {
  open('/verifyphone?toPath=https%3A%2F%2Fevil.example');
  expect(await screen.findByText('This link leads outside the user center, so it was not opened.')).toBeInTheDocument();
});

it('says so when no phone is bound', async () => {
  open('/verifyphone', {});
  // the session still knows a mobile until bind info arrives; bind info says none
  expect(await screen.findByText(/There is no phone number or e-mail/)).toBeInTheDocument();
});
