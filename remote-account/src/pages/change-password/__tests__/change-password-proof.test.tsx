// Change password with ARCHITECTURE.md §8 "proof" (issue 34 point 1): the verification SPEC puts before it sends a
// code to the player's own phone (mobile_change_password) or e-mail (email_change_password), and its proof goes with
// the change; never reached without one; 1401 back for a new code with the password kept. Without the list the same
// flow sends SPEC §7's fields only, even from a provider that answers a proof.
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setAppConfig } from '@uc/shared';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import {
  failWith,
  handedTargets,
  landedOn,
  OK,
  press,
  renderAccountPage,
  requestsTo,
  typeInto,
  type Native,
  type Provider,
} from '../../../testing/account-test-kit';
import { dropCarriedPassword } from '../../../features/proof/carried-password';
import SetPasswordPage from '../../set-password/set-password-page';
import VerifyAccountPage from '../../verify-account/verify-account-page';
import VerifyPhonePage from '../../verify-phone/verify-phone-page';
import ChangePasswordPage from '../change-password-page';

// Home's tile: the phone in the entry's history state, never the URL.
const TILE = '/verifyaccount?title=Change%20password&mobileVerify=mobile_change_password&operation=changePassword';
const PROOF = 'proof-change-1';

let provider: Provider;
let native: Native;
let states: unknown[];

function States() {
  states.push(useLocation().state);
  return null;
}

beforeEach(() => {
  sessionStorage.clear();
  states = [];
  native = recordNativeCalls();
  setAppConfig({ providerExtensions: ['proof'] });
});
afterEach(() => {
  provider.restore();
  native.stop();
  setAppConfig({});
  dropCarriedPassword();
});

function handlers(extra: Record<string, unknown> = {}) {
  return {
    'GET open/sdk/country': { status: 'ok', country: [{ id: 'CN', number: '86' }] },
    'GET open/oauth/binding': { status: 'ok', mobile: '13800000000', mail: 'player@example.com' },
    'POST open/oauth/sms': OK,
    'POST open/oauth/mail': OK,
    'GET open/oauth/sms': { status: 'ok', result: true, proof: PROOF },
    'GET open/oauth/mail': { status: 'ok', result: true, proof: PROOF },
    'POST open/oauth/password': { status: 'ok', result: true },
    ...extra,
  };
}

const withStates = (page: JSX.Element) => (
  <>
    {page}
    <States />
  </>
);

function openVerification(route: string, extra: Record<string, unknown> = {}) {
  provider = mockProvider(handlers(extra));
  return renderAccountPage(withStates(<VerifyAccountPage />), {
    path: '/verifyaccount',
    route,
    routeState: route === TILE ? handedTargets({ mobile: '13800000000' }) : undefined,
    behind: ['/'],
    routes: { '/changepassword': withStates(<ChangePasswordPage />), '/setpassword': withStates(<SetPasswordPage />) },
  });
}

async function verifyAndSave(password: string) {
  typeInto('Verification code', '123456');
  press('Next');
  await screen.findByLabelText('New password');
  typeInto('New password', password);
  typeInto('Confirm password', password);
  press('Confirm');
}

describe('change password with a proof', () => {
  it('by the bound phone (SPEC’s send SMS), then the change with password, open_id, token and the proof', async () => {
    openVerification(TILE);
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')).toEqual([
      expect.objectContaining({ mobile: '13800000000', target: 'mobile_change_password', target_id: 'dev-1', country: '86' }),
    ]);
    await verifyAndSave('NewPass123');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'GET', 'open/oauth/sms')[0]).toMatchObject({ mobile: '13800000000', target: 'mobile_change_password', security: '123456' });
    expect(requestsTo(provider, 'POST', 'open/oauth/password')).toEqual([
      expect.objectContaining({ password: 'NewPass123', open_id: 'open-1', token: 'tok-123', proof: PROOF }),
    ]);
    expect(await screen.findByText('Password changed, please log in again')).toBeInTheDocument();
    expect(native.of('logout')).toHaveLength(1);
    for (let i = 0; i < sessionStorage.length; i += 1) expect(sessionStorage.getItem(sessionStorage.key(i) as string)).not.toContain(PROOF);
  });

  it('by the bound e-mail: the new mail purpose email_change_password on the send and the check', async () => {
    openVerification('/verifyaccount?title=Change%20password&operation=changePassword');
    fireEvent.click(await screen.findByRole('radio', { name: 'E-mail p****r@example.com' }));
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')).toEqual([
      expect.objectContaining({ mail: 'player@example.com', forceMailBind: false, target: 'email_change_password', target_id: 'dev-1' }),
    ]);
    await verifyAndSave('NewPass123');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'GET', 'open/oauth/mail')[0]).toMatchObject({ target: 'email_change_password', security: '123456' });
    expect(requestsTo(provider, 'POST', 'open/oauth/password')[0]).toMatchObject({ proof: PROOF });
  });

  it('a code for another purpose in the link is not used: the proof must be one change password accepts', async () => {
    openVerification('/verifyaccount?mobileVerify=mobile_login&operation=changePassword');
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/sms')[0]).toMatchObject({ target: 'mobile_change_password' });
  });

  it('setpassword (modifyMail) reached from a verification gets the proof the change needs', async () => {
    openVerification('/verifyaccount?operation=modifyMail&toPath=%2Fsetpassword%3Foperation%3DmodifyMail');
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    await verifyAndSave('NewPass123');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'GET', 'open/oauth/sms')[0]).toMatchObject({ target: 'mobile_change_password' });
    expect(requestsTo(provider, 'POST', 'open/oauth/password')[0]).toMatchObject({ password: 'NewPass123', proof: PROOF });
    expect(native.of('logout')).toEqual([]);
  });

  it('1401: back to the code step saying why; after a new code the typed password is there and goes with the new proof', async () => {
    let checks = 0;
    let changes = 0;
    openVerification(TILE, {
      'GET open/oauth/sms': () => ({ status: 'ok', result: true, proof: `proof-${(checks += 1)}` }),
      'POST open/oauth/password': () => ((changes += 1) === 1 ? failWith('1401', 'Proof spent') : { status: 'ok', result: true }),
    });
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    await verifyAndSave('Ключ2026🔑');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification has expired or has already been used.');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(native.of('logout')).toEqual([]);
    typeInto('Verification code', '123456');
    press('Next');
    expect(await screen.findByLabelText('New password')).toHaveValue('Ключ2026🔑');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Ключ2026🔑');
    press('Confirm');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'POST', 'open/oauth/password').map((r) => r.proof)).toEqual(['proof-1', 'proof-2']);
  });

  it('1401 with nothing behind (opened from the client): to the verification, the password kept for after it', async () => {
    window.history.replaceState({ idx: 0 }, ''); // the first entry of the webview's history, as the host's router marks it
    try {
      provider = mockProvider(handlers({ 'POST open/oauth/password': failWith('1401', 'Proof expired') }));
      renderAccountPage(<ChangePasswordPage />, {
        path: '/changepassword',
        route: '/changepassword',
        routeState: { verified: true, proof: 'old-proof' },
        behind: [],
        routes: { '/verifyaccount': <VerifyAccountPage /> },
      });
      await screen.findByLabelText('New password');
      typeInto('New password', 'NewPass123');
      typeInto('Confirm password', 'NewPass123');
      press('Confirm');
      expect(await screen.findByRole('alert')).toHaveTextContent('This verification has expired');
      expect(requestsTo(provider, 'POST', 'open/oauth/password')[0]).toMatchObject({ proof: 'old-proof' });
      typeInto('Verification code', '123456');
      press('Next');
      expect(await screen.findByLabelText('New password')).toHaveValue('NewPass123');
    } finally {
      window.history.replaceState(null, '');
    }
  });

  it('changepassword opened without a proof goes to its verification first, and sends nothing', async () => {
    provider = mockProvider(handlers());
    renderAccountPage(<ChangePasswordPage />, { path: '/changepassword', route: '/changepassword', behind: ['/'] });
    expect(await landedOn()).toBe('/verifyaccount?title=Change%20password&operation=changePassword&toPath=%2Fchangepassword');
    expect(provider.requests).toEqual([]);
  });

  it('verifyphone (the change-password entry by phone) hands on the proof too', async () => {
    provider = mockProvider(handlers());
    renderAccountPage(<VerifyPhonePage />, {
      path: '/verifyphone',
      route: '/verifyphone?type=mobile_change_password',
      behind: ['/'],
      routes: { '/changepassword': <ChangePasswordPage /> },
    });
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    await verifyAndSave('NewPass123');
    expect(await landedOn()).toBe('/completionprompt');
    expect(requestsTo(provider, 'POST', 'open/oauth/password')[0]).toMatchObject({ proof: PROOF });
  });
});

describe('without providerExtensions (SPEC §7 alone)', () => {
  beforeEach(() => setAppConfig({}));

  it('a provider that answers a proof anyway: nothing of it in history state or on the change', async () => {
    openVerification(TILE);
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    await verifyAndSave('NewPass123');
    expect(await landedOn()).toBe('/completionprompt');
    const change = requestsTo(provider, 'POST', 'open/oauth/password')[0];
    expect(change).toMatchObject({ password: 'NewPass123', open_id: 'open-1', token: 'tok-123' });
    expect(change).not.toHaveProperty('proof');
    expect(states).toContainEqual({ verified: true, ucTurn: expect.any(String) }); // stamped for this player, no proof
    expect(JSON.stringify(states)).not.toContain(PROOF);
  });

  it('a 1401 is shown as any failure, and the form stays', async () => {
    openVerification(TILE, { 'POST open/oauth/password': failWith('1401', 'Refused') });
    await screen.findByRole('radio', { name: 'Phone 138****0000' });
    await verifyAndSave('NewPass123');
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('NewPass123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
