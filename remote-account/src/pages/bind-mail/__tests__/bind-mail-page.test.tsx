// bindmail through the UI (SPEC §4 mail binding, §8 2666/2667/2043/1345): the normal attempt and its outcomes.
import { screen, waitFor } from '@testing-library/react';
import { isThisTurnState } from '@uc/shared';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import { flowEntryState } from '../../../features/mail-binding/flow-entry';
import {
  failWith,
  landedOn,
  landedState,
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
import StrongBindingMailPage from '../../strong-binding-mail/strong-binding-mail-page';
import BindMailPage from '../bind-mail-page';

let provider: Provider;
let native: Native;
const TAKEN = failWith('1345', 'This e-mail is already bound to another account');

beforeEach(() => {
  sessionStorage.clear();
  native = recordNativeCalls();
});
afterEach(() => {
  provider.restore();
  native.stop();
});

async function open(handlers: Record<string, unknown>, route = '/bindmail', routeState?: unknown) {
  provider = mockProvider({ 'POST open/oauth/mail': OK, ...handlers });
  renderAccountPage(<BindMailPage />, { path: '/bindmail', route, routeState });
  await screen.findByLabelText('E-mail');
}

describe('bind mail page', () => {
  it('sends the binding code (email_binding_code, not forced) and binds with username and oauth_type Account', async () => {
    await open({ 'POST open/oauth/binding': USER_OK });
    typeInto('E-mail', 'new@example.com');
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')[0]).toEqual(
      expect.objectContaining({ mail: 'new@example.com', forceMailBind: false, target: 'email_binding_code', target_id: 'dev-1' }),
    );
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(requestsTo(provider, 'POST', 'open/oauth/binding')[0]).toEqual(
      expect.objectContaining({ username: 'new@example.com', oauth_type: 'Account', security: '123456', device_id: 'dev-1', time_wc: expect.any(Number) }),
    );
    expect(native.of('bindResult')[0].payload).toMatchObject({ authType: 'mail', status: 'success', mail: 'new@example.com' });
    expect(await screen.findByText('Bound successfully')).toBeInTheDocument();
  });

  it('goes to strongbindingmail on 1345 when sending the code, without showing that message, and reports 2666', async () => {
    await open({ 'POST open/oauth/mail': TAKEN });
    typeInto('E-mail', 'taken@example.com');
    press('Send');
    expect(await landedOn()).toBe('/strongbindingmail?operation=bind');
    const state = await landedState();
    expect(state).toMatchObject({ boundElsewhere: { mail: 'taken@example.com' } }); // in state, not the URL
    expect(isThisTurnState(state)).toBe(true); // for this player only: the shell drops it once they leave
    expect(screen.queryByText('This e-mail is already bound to another account')).not.toBeInTheDocument();
    expect(reportsOf(native)).toEqual([
      { code: 2666, status: 'fail', message: 'This e-mail is already bound to another account', error: '1345' },
    ]);
  });

  it('goes to strongbindingmail on 1345 when binding, reporting 2667 but not 2043', async () => {
    await open({ 'POST open/oauth/binding': TAKEN });
    typeInto('E-mail', 'taken@example.com');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/strongbindingmail?operation=bind');
    expect(await landedState()).toMatchObject({ boundElsewhere: { mail: 'taken@example.com' } });
    expect(reportsOf(native)).toEqual([
      { code: 2667, status: 'fail', message: 'This e-mail is already bound to another account', error: '1345' },
    ]);
  });

  it('1345 at bind time: strongbindingmail keeps the typed code, sends the forced one, and success is back on the table', async () => {
    provider = mockProvider({
      'POST open/oauth/mail': OK,
      'POST open/oauth/binding': TAKEN,
      'GET open/oauth/bindingnew': USER_OK,
    });
    renderAccountPage(<BindMailPage />, {
      path: '/bindmail',
      route: '/bindmail',
      behind: ['/', '/manageaccount'],
      routes: { '/strongbindingmail': <StrongBindingMailPage /> },
    });
    await screen.findByLabelText('E-mail');
    typeInto('E-mail', 'taken@example.com');
    press('Send');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    typeInto('Verification code', '482913');
    press('Confirm');
    expect(await screen.findByText('This e-mail is already bound to another account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('482913');
    await waitFor(() =>
      expect(requestsTo(provider, 'POST', 'open/oauth/mail').map((p) => p.forceMailBind)).toEqual([false, true]),
    );
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(requestsTo(provider, 'GET', 'open/oauth/bindingnew')[0]).toMatchObject({ username: 'taken@example.com', security: '482913' });
  });

  it('Cancel on strongbindingmail leaves no extra entry: Bind e-mail keeps the address, one back press leaves it', async () => {
    provider = mockProvider({
      'POST open/oauth/mail': (req: { payload?: Record<string, unknown> }) => (req.payload?.forceMailBind ? OK : TAKEN),
    });
    renderAccountPage(<BindMailPage />, {
      path: '/bindmail',
      route: '/bindmail',
      behind: ['/', '/manageaccount'],
      routes: { '/strongbindingmail': <StrongBindingMailPage /> },
    });
    await screen.findByLabelText('E-mail');
    typeInto('E-mail', 'taken@example.com');
    press('Send');
    expect(await screen.findByText('This e-mail is already bound to another account.')).toBeInTheDocument();
    press('Cancel');
    // Back on Bind e-mail (its field editable again), with the address the player typed
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toBeEnabled());
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.com');
    expect(screen.getByRole('heading', { name: 'Bind e-mail' })).toBeInTheDocument();
    press('Back'); // the title bar's back: once is enough to leave Bind e-mail
    expect(await landedOn()).toBe('/manageaccount');
    expect(reportsOf(native).filter((r) => r?.code === 2042)).toEqual([
      { code: 2042, message: 'back to account management' },
      { code: 2042, message: 'back to account management' },
    ]);
  });

  it('a code typed for another address is not carried to strongbindingmail', async () => {
    provider = mockProvider({ 'POST open/oauth/mail': TAKEN });
    renderAccountPage(<BindMailPage />, {
      path: '/bindmail',
      route: '/bindmail',
      routes: { '/strongbindingmail': <StrongBindingMailPage /> },
    });
    await screen.findByLabelText('E-mail');
    typeInto('E-mail', 'taken@example.com');
    typeInto('Verification code', '111111');
    press('Send'); // 1345 on sending: the typed code was never for a code sent to this address
    expect(await screen.findByText('This e-mail is already bound to another account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });

  it('keeps the typed e-mail when the player comes back from strongbindingmail (the flow\'s entry state)', async () => {
    await open({ 'POST open/oauth/mail': TAKEN }, '/bindmail', flowEntryState('taken@example.com'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.com');
  });

  it('an e-mail a link names is not filled in (security-2 N4)', async () => {
    await open({}, '/bindmail?mail=attacker%40example.com');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('shows a bindMessage that comes with a success and stays on the page', async () => {
    await open({ 'POST open/oauth/binding': { ...USER_OK, bindMessage: 'Check your inbox to finish binding' } });
    typeInto('E-mail', 'new@example.com');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await screen.findByText('Check your inbox to finish binding')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(native.of('bindResult')).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
  });

  it('on another failure: toasts it, reports 2667 and 2043, and keeps the form', async () => {
    await open({ 'POST open/oauth/binding': failWith('1101', 'Verification code invalid') });
    typeInto('E-mail', 'new@example.com');
    typeInto('Verification code', '999999');
    press('Confirm');
    expect(await screen.findByText('Verification code invalid')).toBeInTheDocument();
    expect(reportsOf(native)).toEqual([
      { code: 2667, status: 'fail', message: 'Verification code invalid', error: '1101' },
      { code: 2043, status: 'fail', message: 'Verification code invalid', authType: 'mail' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Verification code')).toHaveValue('999999');
  });

  it('reports 2666 when a code cannot be sent and lets the player try again', async () => {
    await open({ 'POST open/oauth/mail': failWith('2001', 'Mail service busy') });
    typeInto('E-mail', 'new@example.com');
    press('Send');
    expect(await screen.findByText('Mail service busy')).toBeInTheDocument();
    expect(reportsOf(native)).toEqual([{ code: 2666, status: 'fail', message: 'Mail service busy', error: '2001' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('asks for the e-mail, then the code, reporting 2667 each time without calling the provider', async () => {
    await open({});
    press('Confirm');
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    press('Send');
    typeInto('E-mail', 'new@example.com');
    press('Confirm');
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(reportsOf(native)).toEqual([
      { code: 2667, status: 'fail', message: 'empty mail' },
      { code: 2667, status: 'fail', message: 'empty code' },
    ]);
    expect(provider.requests).toEqual([]);
  });
});
