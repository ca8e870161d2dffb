// bindPhone through the UI (SPEC §2, §4, §5, §7, §8): country picker, code send, bind, session and host updates.
import { screen, waitFor } from '@testing-library/react';
import { holdResponse, loggedInState, mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import {
  failWith,
  landedOn,
  OK,
  press,
  renderAccountPage,
  reportsOf,
  requestsTo,
  typeInto,
  USER_OK,
  type Native,
  type Provider,
} from '../../../testing/account-test-kit';
import BindPhonePage from '../bind-phone-page';

let provider: Provider;
let native: Native;
const COUNTRIES = { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'JP', number: '81' }, { id: 'US', number: '1' }] };
const WORLD = {
  status: 'ok',
  country: [['CN', '86'], ['TW', '886'], ['JP', '81'], ['TH', '66'], ['BR', '55'], ['US', '1']].map(([id, number]) => ({ id, number })),
};

beforeEach(() => {
  sessionStorage.clear();
  native = recordNativeCalls();
});
afterEach(() => {
  provider.restore();
  native.stop();
});

function open(handlers: Record<string, unknown> = {}) {
  provider = mockProvider({ 'GET open/sdk/country': COUNTRIES, 'POST open/oauth/sms': OK, ...handlers });
  return renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone' });
}

describe('bind phone page', () => {
  it('offers the countries of the country call, starting on the device\'s country (en_US → +1)', async () => {
    open();
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    await waitFor(() => expect(select.value).toBe('US'));
    expect(select.selectedOptions[0].textContent).toBe('United States (+1)');
    expect(screen.getByRole('heading', { name: 'Bind phone number' })).toBeInTheDocument();
  });

  it.each([
    ['ja_JP', 'JP'],
    ['zh-Hant-TW', 'TW'],
    ['th_TH_TH_#u-nu-thai', 'TH'],
    ['pt_BR', 'BR'],
  ])('a %s device starts on %s', async (language, id) => {
    provider = mockProvider({ 'GET open/sdk/country': WORLD });
    renderAccountPage(<BindPhonePage />, {
      path: '/bindPhone',
      route: '/bindPhone',
      preloadedState: loggedInState({ app: { language } }),
    });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(id));
  });

  it.each([['ja'], ['zh-Hant'], ['vi_VN']])(
    'stays on SPEC §9\'s +86 when the tag names no region or the list lacks it (%s)',
    async (language) => {
      provider = mockProvider({ 'GET open/sdk/country': COUNTRIES });
      renderAccountPage(<BindPhonePage />, {
        path: '/bindPhone',
        route: '/bindPhone',
        preloadedState: loggedInState({ app: { language } }),
      });
      const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
      await waitFor(() => expect(select.options).toHaveLength(3));
      expect(select.value).toBe('CN');
    },
  );

  it("keeps the country of a number bound in this session over the device's", async () => {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES });
    renderAccountPage(<BindPhonePage />, {
      path: '/bindPhone',
      route: '/bindPhone',
      preloadedState: loggedInState({ countryCode: 'JP', app: { language: 'en_US' } }),
    });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe('JP');
  });

  it('keeps +86 usable when the country call fails', async () => {
    open({ 'GET open/sdk/country': { status: 500, body: 'down' } });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(provider.requests.some((r) => r.path === 'open/sdk/country')).toBe(true));
    expect(select.value).toBe('CN');
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['CN']);
  });

  it('asks for the phone number, then the code, and calls nothing', async () => {
    open();
    await screen.findByRole('button', { name: 'Confirm' });
    press('Confirm');
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    press('Send');
    typeInto('Phone number', '13900001111');
    press('Confirm');
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/binding')).toEqual([]);
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')).toEqual([]);
  });

  it('sends the code for binding (mobile_register) with the chosen country and the device id', async () => {
    open();
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    typeInto('Country/region', 'JP');
    typeInto('Phone number', ' 09012345678 ');
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')).toEqual([
      expect.objectContaining({ mobile: '09012345678', target: 'mobile_register', country: '81', target_id: 'dev-1' }),
    ]);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  });

  it('binds, updates the session mobile, tells the host and goes back to account management', async () => {
    const { store } = open({ 'POST open/oauth/binding': USER_OK });
    const select = (await screen.findByLabelText('Country/region')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    typeInto('Country/region', 'CN');
    typeInto('Phone number', '13900001111');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(requestsTo(provider, 'POST', 'open/oauth/binding')[0]).toMatchObject({
      mobile: '13900001111',
      oauth_type: 'Dynamic',
      security: '123456',
      device_id: 'dev-1',
      country: '86',
      target_id: 'dev-1',
      target: 'mobile_register',
    });
    expect(store.getState().session.user.mobile).toBe('13900001111');
    expect(native.of('bindMobile')[0].payload).toMatchObject({ mobile: '13900001111', country: '86', open_id: 'open-1' });
    expect(await screen.findByText('Bound successfully')).toBeInTheDocument();
    expect(reportsOf(native)).toEqual([]);
  });

  it('on a failed bind: reports 2043, toasts the server text, keeps what was typed and the button usable', async () => {
    const held = holdResponse();
    open({ 'POST open/oauth/binding': held.handler });
    await screen.findByLabelText('Phone number');
    typeInto('Phone number', '13900001111');
    typeInto('Verification code', '000000');
    press('Confirm');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled());
    press('Confirm'); // a second tap while the first is under way sends nothing more
    held.release(failWith('1101', 'Verification code invalid'));
    expect(await screen.findByText('Verification code invalid')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(requestsTo(provider, 'POST', 'open/oauth/binding')).toHaveLength(1);
    expect(screen.getByLabelText('Phone number')).toHaveValue('13900001111');
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
    expect(reportsOf(native)).toEqual([
      { code: 2043, status: 'fail', message: 'Verification code invalid', authType: 'mobile' },
    ]);
    expect(native.of('bindMobile')).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('reports 2042 when the player goes back to account management', async () => {
    open();
    await screen.findByRole('button', { name: 'Back' });
    press('Back');
    expect(await landedOn()).toBe('/manageaccount');
    expect(reportsOf(native)).toEqual([{ code: 2042, message: 'back to account management' }]);
  });

  it('reports 2042 "back to game" and closes the view when nothing is behind the page', async () => {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES });
    renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone', behind: [] });
    await screen.findByRole('button', { name: 'Back' });
    press('Back');
    expect(reportsOf(native)).toEqual([{ code: 2042, message: 'back to game' }]);
    expect(native.of('exit')).toHaveLength(1);
  });

  it('opened with from=client behind other pages (SPEC §2 entry page): back reports "back to game" and exits', async () => {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES });
    renderAccountPage(<BindPhonePage />, { path: '/bindPhone', route: '/bindPhone?from=client' });
    await screen.findByRole('button', { name: 'Back' });
    press('Back');
    expect(reportsOf(native)).toEqual([{ code: 2042, message: 'back to game' }]);
    expect(native.of('exit')).toHaveLength(1);
  });

  it('reports 2042 "back to game" before "return to game" closes the view', async () => {
    open();
    await screen.findByRole('button', { name: 'Return to game' });
    press('Return to game');
    expect(reportsOf(native)).toEqual([{ code: 2042, message: 'back to game' }]);
    expect(native.of('exit')).toHaveLength(1);
  });

  it('asks a logged-out player to log in', async () => {
    provider = mockProvider({});
    renderAccountPage(<BindPhonePage />, {
      path: '/bindPhone',
      route: '/bindPhone',
      preloadedState: { session: { ...loggedInState().session, isLogin: false } },
    });
    expect(await screen.findByText('Please log in first to manage your account.')).toBeInTheDocument();
  });
});
