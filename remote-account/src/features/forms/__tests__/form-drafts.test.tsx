// What the player typed on the binding and verification forms survives a reload of the webview (issue 16 point 13):
// a page mounted again shows the phone number, e-mail, country or method it had, never a code or a password, and a
// success forgets it. A remount of the page stands in for the reload (the drafts live in sessionStorage).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockProvider } from '@uc/shared/src/testing';
import { landedOn, OK, press, renderAccountPage, typeInto, USER_OK, type Provider } from '../../../testing/account-test-kit';
import { recoveryState } from '../../route-flow/recovery-state';
import { flowPaths } from '../../route-flow/route-flow';
import BindMailPage from '../../../pages/bind-mail/bind-mail-page';
import BindPhonePage from '../../../pages/bind-phone/bind-phone-page';
import ForgotPasswordPage from '../../../pages/forgot-password/forgot-password-page';
import ModifyMailPage from '../../../pages/modify-mail/modify-mail-page';
import ModifyPhonePage from '../../../pages/modify-phone/modify-phone-page';
import SetPasswordPage from '../../../pages/set-password/set-password-page';
import VerifyAccountPage from '../../../pages/verify-account/verify-account-page';

let provider: Provider;
const COUNTRIES = { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }] };

beforeEach(() => sessionStorage.clear());
afterEach(() => provider.restore());

/** Everything the drafts hold, as stored: no code and no password may ever be in it. */
function storedDrafts(): string {
  return Object.keys(sessionStorage)
    .filter((k) => k.startsWith('uc.draft.'))
    .map((k) => sessionStorage.getItem(k))
    .join('\n');
}

async function countriesLoaded() {
  const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
  await waitFor(() => expect(select.options).toHaveLength(2));
  return select;
}

describe.each([
  ['bindPhone', '/bindPhone', BindPhonePage, 'Phone number', 'POST open/oauth/binding', ['/manageaccount']],
  ['modifyphone', '/modifyphone', ModifyPhonePage, 'New phone number', 'POST open/oauth/changebinding', ['/manageaccount', '/verifyphone']],
] as const)('%s', (_name, path, Page, mobileLabel, saveCall, behind) => {
  const open = () => {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES, 'POST open/oauth/sms': OK, [saveCall]: USER_OK });
    return renderAccountPage(<Page />, { path, route: path, behind: [...behind] });
  };

  it('keeps the number and the country over a reload, not the code; a success forgets them', async () => {
    const first = open();
    await countriesLoaded();
    typeInto('Country/region', 'JP');
    typeInto(mobileLabel, '09012345678');
    typeInto('Verification code', '654321');
    first.unmount();
    provider.restore();

    open();
    const select = await countriesLoaded();
    expect(select.value).toBe('JP');
    expect(screen.getByLabelText(mobileLabel)).toHaveValue('09012345678');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(storedDrafts()).not.toContain('654321');

    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(storedDrafts()).toBe('');
  });
});

describe.each([
  ['bindmail', '/bindmail', BindMailPage, 'E-mail', 'POST open/oauth/binding', ['/manageaccount']],
  ['modifymail', '/modifymail', ModifyMailPage, 'New e-mail', 'POST open/oauth/changebinding', ['/manageaccount', '/verifymail']],
] as const)('%s', (_name, path, Page, mailLabel, saveCall, behind) => {
  const open = () => {
    provider = mockProvider({ 'POST open/oauth/mail': OK, [saveCall]: USER_OK });
    return renderAccountPage(<Page />, { path, route: path, behind: [...behind] });
  };

  it('keeps the e-mail over a reload, not the code; a success forgets it', async () => {
    const first = open();
    await screen.findByLabelText(mailLabel);
    typeInto(mailLabel, 'draft@example.com');
    typeInto('Verification code', '654321');
    first.unmount();
    provider.restore();

    open();
    expect(await screen.findByLabelText(mailLabel)).toHaveValue('draft@example.com');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(storedDrafts()).not.toContain('654321');

    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(storedDrafts()).toBe('');
  });
});

describe('forgot password and its verification', () => {
  const VERIFY = flowPaths.forgotPasswordVerification('Forgot password');
  const LOOKED_UP = recoveryState({ username: 'player@example.com', mobile: '13812345678', mail: 'player@example.com', country: '' });

  it('keeps the account typed on forgotpassword over a reload', async () => {
    provider = mockProvider({});
    const first = renderAccountPage(<ForgotPasswordPage />, { path: '/forgotpassword', route: '/forgotpassword' });
    await screen.findByLabelText('Phone number or e-mail');
    typeInto('Phone number or e-mail', 'player@example.com');
    first.unmount();
    renderAccountPage(<ForgotPasswordPage />, { path: '/forgotpassword', route: '/forgotpassword' });
    expect(await screen.findByLabelText('Phone number or e-mail')).toHaveValue('player@example.com');
  });

  it('keeps the chosen verification method over a reload; the reset forgets every draft of the flow, never a password', async () => {
    const handlers = {
      'GET open/sdk/country': COUNTRIES,
      'GET open/oauth/mail': { status: 'ok', result: true },
      'POST open/oauth/forget': { status: 'ok', result: true },
    };
    provider = mockProvider(handlers);
    const first = renderAccountPage(<VerifyAccountPage />, { path: '/verifyaccount', route: VERIFY, routeState: LOOKED_UP });
    fireEvent.click(await screen.findByRole('radio', { name: /^E-mail/ }));
    typeInto('Verification code', '654321');
    first.unmount();
    provider.restore();

    provider = mockProvider(handlers);
    renderAccountPage(<VerifyAccountPage />, {
      path: '/verifyaccount',
      route: VERIFY,
      routeState: LOOKED_UP, // a reload keeps the entry's state
      routes: { '/setpassword': <SetPasswordPage /> },
    });
    expect(await screen.findByRole('radio', { name: /^E-mail/ })).toBeChecked();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    typeInto('Verification code', '123456');
    press('Next');
    await screen.findByLabelText('New password');
    typeInto('New password', 'Secret2026x');
    typeInto('Confirm password', 'Secret2026x');
    expect(storedDrafts()).not.toContain('Secret2026x');
    press('Confirm');
    expect(await landedOn()).toBe('/completionprompt');
    expect(storedDrafts()).toBe('');
  });
});
