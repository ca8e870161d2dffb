// verifyphone through the UI: a code to the bound phone (bind info), then toPath — modifyphone by default,
// changepassword for the change-password purpose.
import { screen, waitFor } from '@testing-library/react';
import { mockProvider } from '@uc/shared/src/testing';
import {
  landedOn,
  OK,
  press,
  renderAccountPage,
  requestsTo,
  typeInto,
  USER_OK,
  type Provider,
} from '../../../testing/account-test-kit';
import BindPhonePage from '../../bind-phone/bind-phone-page';
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

it('says so when no phone is bound, and offers to bind one', async () => {
  open('/verifyphone', {});
  // the session still knows a mobile until bind info arrives; bind info says none
  expect(await screen.findByText(/There is no phone number or e-mail/)).toBeInTheDocument();
  press('Bind phone number');
  expect(await landedOn()).toBe('/bindPhone');
});

describe('the country the code goes to is the bound number’s (issue 16 point 1)', () => {
  const COUNTRIES = { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }] };

  function openWith(bind: Record<string, unknown>, store?: Parameters<typeof renderAccountPage>[1]['store']) {
    provider = mockProvider({
      'GET open/sdk/country': COUNTRIES,
      'GET open/oauth/binding': { status: 'ok', ...bind },
      'POST open/oauth/sms': OK,
      'POST open/oauth/binding': USER_OK,
      'GET open/oauth/sms': { status: 'ok', result: true },
    });
    return renderAccountPage(<VerifyPhonePage />, { path: '/verifyphone', route: '/verifyphone?toPath=%2Fmodifyphone', store });
  }

  async function sentCountry(): Promise<unknown> {
    await screen.findByRole('radio', { name: /^Phone / });
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    return requestsTo(provider, 'POST', 'open/oauth/sms')[0].country;
  }

  it('a country only touched in the bindPhone picker does not move the bound phone’s code abroad', async () => {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES });
    const bindPhone = renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone' });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    typeInto('Country/region', 'JP');
    bindPhone.unmount();
    provider.restore();

    openWith({ mobile: '13812345678' }, bindPhone.store);
    expect(await sentCountry()).toBe('86');
  });

  it('uses the country bind info gives for the bound number', async () => {
    openWith({ mobile: '09012345678', country: '81' });
    expect(await sentCountry()).toBe('81');
  });

  it('uses the country of a number bound earlier in this session', async () => {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES, 'POST open/oauth/binding': USER_OK });
    const bindPhone = renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone' });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    typeInto('Country/region', 'JP');
    typeInto('Phone number', '09012345678');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    bindPhone.unmount();
    provider.restore();

    openWith({ mobile: '09012345678' }, bindPhone.store);
    expect(await sentCountry()).toBe('81');
  });
});
