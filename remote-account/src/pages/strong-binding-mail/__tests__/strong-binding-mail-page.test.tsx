// strongbindingmail through the UI (SPEC §2, §4): warning, locked e-mail, code sent on opening with the forced flag,
// forced bind / change, back to account management, cancel.
import { screen, waitFor } from '@testing-library/react';
import { recordSend } from '@uc/shared';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
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
import { boundElsewhereState } from '../../../features/mail-binding/bound-elsewhere-state';
import StrongBindingMailPage from '../strong-binding-mail-page';

let provider: Provider;
let native: Native;
beforeEach(() => {
  sessionStorage.clear();
  native = recordNativeCalls();
});
afterEach(() => {
  provider.restore();
  native.stop();
});

/**
 * `led`: the history state the app's own 1345 flow leaves on the entry (default), the only place the address comes
 * from; null: a typed or linked URL. `query`: what the URL says besides the operation (an old link's `mail=`).
 */
function open(
  operation: 'bind' | 'modify',
  handlers: Record<string, unknown> = {},
  led: unknown = boundElsewhereState('taken@example.com'),
  query = '',
) {
  provider = mockProvider({
    'POST open/oauth/mail': OK,
    'GET open/oauth/bindingnew': USER_OK,
    'GET open/oauth/changebindingnew': USER_OK,
    ...handlers,
  });
  // The bind page leaves its own entry (its state holds the typed address: route-flow), so both flows stand three steps
  // above.
  const behind = operation === 'bind' ? ['/manageaccount', '/bindmail', '/bindmail'] : ['/manageaccount', '/verifymail', '/modifymail'];
  return renderAccountPage(<StrongBindingMailPage />, {
    path: '/strongbindingmail',
    route: `/strongbindingmail?${query}operation=${operation}`,
    routeState: led ?? undefined,
    behind: ['/', ...behind],
  });
}

describe('strong binding mail page', () => {
  it('warns, locks the e-mail and sends the code with the forced flag as it opens', async () => {
    open('bind');
    expect(await screen.findByText('This e-mail is already bound to another account.')).toBeInTheDocument();
    expect(
      screen.getByText(/original binding is removed automatically, and data tied to the original account may be lost/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')).toEqual([
      expect.objectContaining({ mail: 'taken@example.com', forceMailBind: true, target: 'email_binding_code' }),
    ]);
    expect(await screen.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  });

  it('sends the forced code even when a normal code went to this address moments ago (1345 at bind time)', async () => {
    recordSend('taken@example.com', 'email_binding_code', Date.now() - 20_000);
    open('bind');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')).toEqual([
      expect.objectContaining({ mail: 'taken@example.com', forceMailBind: true, target: 'email_binding_code' }),
    ]);
    expect(await screen.findByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
  });

  it('does not send the forced code again when one went moments ago: the countdown resumes', async () => {
    const first = open('bind');
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    first.unmount();
    provider.restore();
    open('bind');
    expect(await screen.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    expect(requestsTo(provider, 'POST', 'open/oauth/mail')).toEqual([]);
  });

  it('binds through bindingnew with the forced flag and goes back three steps to account management', async () => {
    open('bind');
    await screen.findByText('Sent!');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(requestsTo(provider, 'GET', 'open/oauth/bindingnew')[0]).toMatchObject({
      username: 'taken@example.com',
      oauth_type: 'Account',
      forceMailBind: true,
      security: '123456',
      device_id: 'dev-1',
      open_id: 'open-1',
      token: 'tok-123',
    });
    expect(native.of('bindResult')[0].payload).toMatchObject({ authType: 'mail', status: 'success' });
  });

  it('changes through changebindingnew and goes back three steps, past modifymail and verifymail', async () => {
    open('modify');
    await screen.findByText('Sent!');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await landedOn()).toBe('/manageaccount');
    expect(requestsTo(provider, 'GET', 'open/oauth/changebindingnew')[0]).toMatchObject({
      username: 'taken@example.com',
      oauth_type: 'Account',
      forceMailBind: true,
      security: '123456',
    });
    expect(native.of('modifyMail')).toHaveLength(1);
  });

  it('shows a bindMessage and stops', async () => {
    open('bind', { 'GET open/oauth/bindingnew': { ...USER_OK, bindMessage: 'The other account was notified' } });
    await screen.findByText('Sent!');
    typeInto('Verification code', '123456');
    press('Confirm');
    expect(await screen.findByText('The other account was notified')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('reports a failed forced bind (2667, 2043) and keeps the code', async () => {
    open('bind', { 'GET open/oauth/bindingnew': failWith('1101', 'Verification code invalid') });
    await screen.findByText('Sent!');
    typeInto('Verification code', '111111');
    press('Confirm');
    expect(await screen.findByText('Verification code invalid')).toBeInTheDocument();
    await waitFor(() => expect(reportsOf(native)).toHaveLength(2));
    expect(reportsOf(native).map((r) => r?.code)).toEqual([2667, 2043]);
    expect(screen.getByLabelText('Verification code')).toHaveValue('111111');
  });

  it('cancel goes back to the page before and reports 2042', async () => {
    open('bind');
    await screen.findByText('Sent!');
    press('Cancel');
    expect(await landedOn()).toBe('/bindmail');
    expect(reportsOf(native)).toEqual([{ code: 2042, message: 'back to account management' }]);
  });

  it.each([
    ['typed or linked, the address in the URL (no history state)', null, 'mail=attacker%40example.com&', 'bind', '/bindmail'],
    ['typed or linked, no address at all', null, '', 'bind', '/bindmail'],
    ['a state someone else made up', { boundElsewhere: 'attacker@example.com' }, '', 'bind', '/bindmail'],
    ['a mark without an address', { boundElsewhere: { mail: 7 } }, '', 'modify', '/verifymail?toPath=%2Fmodifymail'],
  ] as const)(
    'opened from a URL, not the app\'s 1345 flow (%s): no address, nothing sent, on to the flow\'s start',
    async (_how, state, query, operation, start) => {
      open(operation, {}, state, query);
      expect(await landedOn()).toBe(start);
      expect(provider.requests).toEqual([]);
      expect(document.body.textContent).not.toContain('attacker');
    },
  );
});
