// Forgot password with ARCHITECTURE.md §8 "proof" (issue 34 point 1), through the UI from forgotpassword to the
// completion page: the masked lookup shown as the provider answered it, codes sent and checked by username, the reset
// carrying the proof, which lives in history state only; 1401 back for a new code with the password kept; 1429 keeps
// the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { initialSessionState, setAppConfig } from '@uc/shared';
import { flushPendingWork, loggedInState, mockProvider } from '@uc/shared/src/testing';
import { failWith, landedOn, OK, press, renderAccountPage, requestsTo, typeInto, type Provider } from '../../../testing/account-test-kit';
import { dropCarriedPassword } from '../../../features/proof/carried-password';
import SetPasswordPage from '../../set-password/set-password-page';
import VerifyAccountPage from '../../verify-account/verify-account-page';
import ForgotPasswordPage from '../forgot-password-page';

const MASKED = { status: 'ok', Mobile: '138****5678', Account: 'pl***@example.com' };
const TOO_MANY = failWith('1429', 'Too many attempts. Try again in 10 minutes.');
const COUNTRIES = { status: 'ok', country: [{ id: 'CN', number: '86' }, { id: 'US', number: '1' }] };

let provider: Provider;
/** Every location the router stood on (pathname, search, state), in order. */
let visited: { pathname: string; search: string; state: unknown }[];

function Visits() {
  const { pathname, search, state } = useLocation();
  visited.push({ pathname, search, state });
  return null;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  visited = [];
  setAppConfig({ providerExtensions: ['proof'] });
});
afterEach(() => {
  provider.restore();
  setAppConfig({});
  dropCarriedPassword();
});

const loggedOut = { session: { ...initialSessionState(), app: loggedInState().session.app } };

function open(handlers: Record<string, unknown> = {}) {
  provider = mockProvider({
    'GET open/sdk/country': COUNTRIES,
    'GET open/oauth/forget': MASKED,
    'POST open/oauth/sms': OK,
    'POST open/oauth/mail': OK,
    'GET open/oauth/sms': { status: 'ok', result: true, proof: 'proof-sms-1' },
    'GET open/oauth/mail': { status: 'ok', result: true, proof: 'proof-mail-1' },
    'POST open/oauth/forget': { status: 'ok', result: true },
    ...handlers,
  });
  return renderAccountPage(
    <>
      <ForgotPasswordPage />
      <Visits />
    </>,
    {
      path: '/forgotpassword',
      route: '/forgotpassword',
      behind: ['/'],
      preloadedState: loggedOut,
      routes: {
        '/verifyaccount': (
          <>
            <VerifyAccountPage />
            <Visits />
          </>
        ),
        '/setpassword': (
          <>
            <SetPasswordPage />
            <Visits />
          </>
        ),
      },
    },
  );
}

async function lookUp(account = 'player@example.com') {
  await screen.findByLabelText('Phone number or e-mail');
  typeInto('Phone number or e-mail', account);
  press('Next');
  await screen.findByRole('radio', { name: 'Phone 138****5678' });
}

async function verify(code = '123456') {
  typeInto('Verification code', code);
  press('Next');
}

async function setNewPassword(password: string) {
  await screen.findByLabelText('New password');
  typeInto('New password', password);
  typeInto('Confirm password', password);
  press('Confirm');
}

/** Nothing the page stored or put in a URL holds `secret`. */
function expectNowhereButState(secret: string) {
  for (const store of [sessionStorage, localStorage]) {
    for (let i = 0; i < store.length; i += 1) expect(store.getItem(store.key(i) as string)).not.toContain(secret);
  }
  for (const v of visited) expect(v.pathname + v.search).not.toContain(secret);
}

describe('forgot password by the masked lookup', () => {
  it('by phone: the masked values as the provider sent them (isolated), codes by username, the reset with the proof', async () => {
    open();
    await lookUp();
    expect(requestsTo(provider, 'GET', 'open/oauth/forget')).toEqual([expect.objectContaining({ username: 'player@example.com' })]);
    // shown as answered, never masked again, each value in its own <bdi>
    const phone = screen.getByRole('radio', { name: 'Phone 138****5678' });
    expect(within(phone.closest('label') as HTMLElement).getByText('138****5678').tagName).toBe('BDI');
    expect(screen.getByRole('radio', { name: 'E-mail pl***@example.com' })).toBeEnabled();
    expect(screen.getByText('138****5678', { selector: 'p bdi' })).toBeInTheDocument(); // "The code will be sent to …"
    // the page carries the account and the masked values in history state, none in the URL
    expect(visited.at(-1)).toMatchObject({
      pathname: '/verifyaccount',
      search: '?title=Forgot%20password&operation=forgotPassword&toPath=%2Fsetpassword%3Foperation%3DforgotPassword',
    });

    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toEqual(
      expect.objectContaining({ username: 'player@example.com', target: 'mobile_forget_password', target_id: 'dev-1', country: '1' }),
    );
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).not.toHaveProperty('mobile');
    await verify();
    expect(await screen.findByText('player@example.com', { selector: 'p bdi' })).toBeInTheDocument();
    expect(screen.getByText(/^Choose a new password for/)).toHaveTextContent('Choose a new password for player@example.com.');
    expect(requestsTo(provider, 'GET', 'open/oauth/sms')[0]).toEqual(
      expect.objectContaining({ username: 'player@example.com', target: 'mobile_forget_password', target_id: 'dev-1', country: '1', security: '123456' }),
    );

    await setNewPassword('Reset2026x');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'POST', 'open/oauth/forget')).toEqual([
      expect.objectContaining({ username: 'player@example.com', password: 'Reset2026x', proof: 'proof-sms-1' }),
    ]);
    expect(await screen.findByText('Password reset. Log in with your new password.')).toBeInTheDocument();
    expect(visited.some((v) => (v.state as { proof?: string } | null)?.proof === 'proof-sms-1')).toBe(true);
    expectNowhereButState('proof-sms-1');
    expectNowhereButState('13812345678'); // the bound number: the page never had it
  });

  it('by e-mail: the mail purpose by username, the proof of the mail check on the reset', async () => {
    open();
    await lookUp('13812345678');
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail pl***@example.com' }));
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    const sent = requestsTo(provider, 'POST', 'open/oauth/mail')[0];
    expect(sent).toEqual(expect.objectContaining({ username: '13812345678', target: 'email_forget_password', target_id: 'dev-1' }));
    expect(sent).not.toHaveProperty('mail');
    expect(sent).not.toHaveProperty('forceMailBind');
    await verify();
    await screen.findByLabelText('New password');
    expect(requestsTo(provider, 'GET', 'open/oauth/mail')[0]).toEqual(
      expect.objectContaining({ username: '13812345678', target: 'email_forget_password', security: '123456' }),
    );
    await setNewPassword('Reset2026x');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'POST', 'open/oauth/forget')[0]).toMatchObject({ username: '13812345678', proof: 'proof-mail-1' });
    expectNowhereButState('proof-mail-1');
  });

  it('1401 on the reset: back to the code step saying why, and the password typed is there again after a new code', async () => {
    let resets = 0;
    let checks = 0;
    open({
      'GET open/oauth/sms': () => ({ status: 'ok', result: true, proof: `proof-${(checks += 1)}` }),
      'POST open/oauth/forget': () =>
        (resets += 1) === 1 ? failWith('1401', 'Proof expired') : { status: 'ok', result: true },
    });
    await lookUp();
    await verify();
    await setNewPassword('Пароль2026🔥');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification has expired or has already been used. Get a new verification code to continue.',
    );
    expect(screen.getByRole('radio', { name: 'Phone 138****5678' })).toBeChecked();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await verify();
    expect(await screen.findByLabelText('New password')).toHaveValue('Пароль2026🔥');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Пароль2026🔥');
    press('Confirm');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'POST', 'open/oauth/forget').map((r) => [r.password, r.proof])).toEqual([
      ['Пароль2026🔥', 'proof-1'],
      ['Пароль2026🔥', 'proof-2'],
    ]);
    expectNowhereButState('Пароль2026');
  });

  it('1429 on the lookup: the provider’s message, the typed account kept', async () => {
    open({ 'GET open/oauth/forget': TOO_MANY });
    await screen.findByLabelText('Phone number or e-mail');
    typeInto('Phone number or e-mail', 'player@example.com');
    press('Next');
    expect(await screen.findByText('Too many attempts. Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number or e-mail')).toHaveValue('player@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('1429 on sending: the provider’s message, the method kept', async () => {
    open({ 'POST open/oauth/mail': TOO_MANY });
    await lookUp();
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail pl***@example.com' }));
    press('Send');
    expect(await screen.findByText('Too many attempts. Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail pl***@example.com' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('1429 on checking: the provider’s message, the code kept, no step further', async () => {
    open({ 'GET open/oauth/sms': TOO_MANY });
    await lookUp();
    await verify('654321');
    expect(await screen.findByText('Too many attempts. Try again in 10 minutes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByLabelText('Verification code')).toHaveValue('654321');
    expect(screen.getByRole('radio', { name: 'Phone 138****5678' })).toBeChecked();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('a right code answered without a proof does not lead on (its reset could only be refused)', async () => {
    open({ 'GET open/oauth/sms': { status: 'ok', result: true } });
    await lookUp();
    await verify();
    expect(await screen.findByText('System error')).toBeInTheDocument();
    await flushPendingWork();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/forget')).toEqual([]);
  });

  it('a lookup that found nothing bound says so and sends nothing', async () => {
    open({ 'GET open/oauth/forget': { status: 'ok', Mobile: '', Account: '' } });
    await screen.findByLabelText('Phone number or e-mail');
    typeInto('Phone number or e-mail', 'player@example.com');
    press('Next');
    expect(await screen.findByText(/This account has no phone number or e-mail/)).toBeInTheDocument();
    expect(provider.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('the proof pages opened without what the flow hands them', () => {
  function openAt(route: string, routeState?: unknown) {
    provider = mockProvider({ 'GET open/sdk/country': COUNTRIES });
    const page = route.startsWith('/setpassword') ? <SetPasswordPage /> : <VerifyAccountPage />;
    renderAccountPage(page, { path: route.split('?')[0], route, routeState, behind: ['/'], preloadedState: loggedOut });
  }

  it.each([
    ['verifyaccount with no lookup behind it', '/verifyaccount?operation=forgotPassword&mobile=13812345678', undefined],
    ['setpassword with no proof', '/setpassword?account=player%40example.com&operation=forgotPassword', undefined],
    ['setpassword with a state that is no proof', '/setpassword?operation=forgotPassword', { proof: 42, account: 'a' }],
    ['setpassword with a proof too long to be one', '/setpassword?operation=forgotPassword', { proof: 'x'.repeat(257), account: 'a' }],
  ])('%s starts over at forgotpassword, sending nothing', async (_name, route, state) => {
    openAt(route, state);
    expect(await landedOn()).toBe('/forgotpassword');
    expect(provider.requests.filter((r) => r.path !== 'open/sdk/country')).toEqual([]);
  });

  it('the query’s phone is never used: the account and the masked values come from history state only', async () => {
    openAt('/verifyaccount?operation=forgotPassword&mobile=13812345678&toPath=%2Fsetpassword%3Foperation%3DforgotPassword', {
      recovery: { username: 'player@example.com', mobile: '', mail: 'p***@example.com', country: '' },
    });
    expect(await screen.findByRole('radio', { name: 'E-mail p***@example.com' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
