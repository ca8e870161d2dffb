// modifyphone through the UI: the new number with its code, change binding, host modifyMobile, back past verifyphone.
import { screen } from '@testing-library/react';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { landedOn, OK, press, renderAccountPage, requestsTo, typeInto, USER_OK, type Native, type Provider } from '../../../testing/account-test-kit';
import ModifyPhonePage from '../modify-phone-page';

let provider: Provider;
let native: Native;
beforeEach(() => {
  sessionStorage.clear();
  native = recordNativeCalls();
  provider = mockProvider({
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
    'POST open/oauth/sms': OK,
    'POST open/oauth/changebinding': USER_OK,
  });
});
afterEach(() => {
  provider.restore();
  native.stop();
});

it('changes the number, tells the host modifyMobile and returns to account management past verifyphone', async () => {
  const { store } = renderAccountPage(<ModifyPhonePage />, {
    path: '/modifyphone',
    route: '/modifyphone',
    behind: ['/manageaccount', '/verifyphone?toPath=%2Fmodifyphone'],
  });
  expect(await screen.findByRole('heading', { name: 'Change phone number' })).toBeInTheDocument();
  typeInto('New phone number', '13700002222');
  press('Send');
  expect(await screen.findByText('Sent!')).toBeInTheDocument();
  typeInto('Verification code', '123456');
  press('Confirm');
  expect(await landedOn()).toBe('/manageaccount');
  expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ mobile: '13700002222', target: 'mobile_register' });
  expect(requestsTo(provider, 'POST', 'open/oauth/changebinding')[0]).toMatchObject({
    mobile: '13700002222',
    oauth_type: 'Dynamic',
    security: '123456',
    country: '86',
  });
  expect(native.of('modifyMobile')[0].payload).toMatchObject({ mobile: '13700002222' });
  expect(native.of('bindMobile')).toEqual([]);
  expect(store.getState().session.user.mobile).toBe('13700002222');
  expect(await screen.findByText('Edit successful')).toBeInTheDocument(); // SPEC §8
});
