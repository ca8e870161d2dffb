// forgotpassword through the UI (SPEC §2): phone or e-mail, next → forget lookup → verifyaccount with both methods
// (in the entry's history state, never its URL) and setpassword as the step after it.
import { screen, waitFor } from '@testing-library/react';
import { isThisTurnState } from '@uc/shared';
import { loggedInState, mockProvider } from '@uc/shared/src/testing';
import {
  failWith,
  landedOn,
  landedState,
  press,
  renderAccountPage,
  requestsTo,
  typeInto,
  type Provider,
} from '../../../testing/account-test-kit';
import ForgotPasswordPage from '../forgot-password-page';

let provider: Provider;
beforeEach(() => sessionStorage.clear()); // drafts live there: each test starts with an empty form
afterEach(() => provider.restore());

const COUNTRIES = {
  status: 'ok',
  country: [['CN', '86'], ['JP', '81'], ['TH', '66'], ['BR', '55'], ['US', '1']].map(([id, number]) => ({ id, number })),
};

function open(lookup: object, language = 'en_US') {
  provider = mockProvider({ 'GET open/oauth/forget': lookup, 'GET open/sdk/country': COUNTRIES });
  renderAccountPage(<ForgotPasswordPage />, {
    path: '/forgotpassword',
    route: '/forgotpassword',
    preloadedState: { session: { ...loggedInState({ app: { language } }).session, isLogin: false } },
  });
}

async function countryPicker(): Promise<HTMLSelectElement> {
  const select = (await screen.findByLabelText('Country/region of the phone number')) as HTMLSelectElement;
  await waitFor(() => expect(select.options).toHaveLength(5));
  return select;
}

it('looks the account up and goes on to verifyaccount with its phone and e-mail in history state, none in the URL', async () => {
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
    mobileVerify: 'mobile_forget_password',
    mailVerify: 'email_forget_password',
    operation: 'forgotPassword',
    toPath: '/setpassword?operation=forgotPassword',
  });
  const state = await landedState();
  expect(state).toEqual({
    recovery: { username: 'player@example.com', mobile: '13812345678', mail: 'player@example.com', country: 'US' },
    ucTurn: expect.any(String),
  });
  expect(isThisTurnState(state)).toBe(true); // for this player only: the shell drops it once they leave
});

it('asks for a phone number or e-mail when empty', async () => {
  open({ status: 'ok' });
  await screen.findByLabelText('Phone number or e-mail');
  press('Next');
  expect(await screen.findByText('Please enter your phone number or e-mail')).toBeInTheDocument();
  expect(requestsTo(provider, 'GET', 'open/oauth/forget')).toEqual([]);
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

describe('a number from any country', () => {
  it.each([
    ['ja_JP', 'JP'],
    ['th_TH', 'TH'],
    ['pt_BR', 'BR'],
  ])("a %s player's picker starts on %s, and verifyaccount is told that country", async (language, id) => {
    open({ status: 'ok', Mobile: '0812345678', Account: '' }, language);
    expect((await countryPicker()).value).toBe(id);
    typeInto('Phone number or e-mail', '0812345678');
    press('Next');
    const url = new URL(await landedOn(), 'http://x');
    expect(url.pathname).toBe('/verifyaccount');
    expect(await landedState()).toMatchObject({ recovery: { mobile: '0812345678', country: id } });
  });

  it('the player can pick another country', async () => {
    open({ status: 'ok', Mobile: '0812345678', Account: '' }, 'ja_JP');
    await countryPicker();
    typeInto('Country/region of the phone number', 'BR');
    typeInto('Phone number or e-mail', '0812345678');
    press('Next');
    await landedOn();
    expect(await landedState()).toMatchObject({ recovery: { country: 'BR' } });
  });

  it('names no country when the account has no phone (an e-mail code needs none)', async () => {
    open({ status: 'ok', Mobile: '', Account: 'player@example.com' }, 'ja_JP');
    await countryPicker();
    typeInto('Phone number or e-mail', 'player@example.com');
    press('Next');
    await landedOn();
    expect(await landedState()).toMatchObject({ recovery: { mail: 'player@example.com', country: '' } });
  });
});
