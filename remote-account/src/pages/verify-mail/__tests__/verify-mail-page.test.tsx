// verifymail through the UI: a code to the bound e-mail (email_change_binding), then modifymail.
import { screen, waitFor } from '@testing-library/react';
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
  type Provider,
} from '../../../testing/account-test-kit';
import VerifyMailPage from '../verify-mail-page';

let provider: Provider;
beforeEach(() => sessionStorage.clear());
afterEach(() => provider.restore());

function open(route: string, binding: object = { status: 'ok', mail: 'player@example.com' }, send: object = OK) {
  provider = mockProvider({
    'GET open/oauth/binding': binding,
    'POST open/oauth/mail': send,
    'GET open/oauth/mail': { status: 'ok', result: true },
  });
  renderAccountPage(<VerifyMailPage />, { path: '/verifymail', route });
}

it('verifies the bound e-mail and goes on to modifymail', async () => {
  open('/verifymail?toPath=%2Fmodifymail');
  expect(await screen.findByRole('heading', { name: 'Verify e-mail' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'E-mail p****r@example.com' })).toBeDisabled();
  press('Send');
  expect(await screen.findByText('Sent!')).toBeInTheDocument();
  expect(requestsTo(provider, 'POST', 'open/oauth/mail')[0]).toMatchObject({
    mail: 'player@example.com',
    target: 'email_change_binding',
    forceMailBind: false,
  });
  typeInto('Verification code', '123456');
  press('Next');
  expect(await landedOn()).toBe('/modifymail');
});

it('goes to modifymail without a toPath too', async () => {
  open('/verifymail');
  await screen.findByLabelText('Verification code');
  typeInto('Verification code', '123456');
  press('Next');
  expect(await landedOn()).toBe('/modifymail');
});

it('offers retry when bind info cannot be loaded', async () => {
  open('/verifymail', { status: 'fail', error: '2001', error_msg: 'busy' });
  expect(await screen.findByText('Your account details could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('reports 2666 to the host when the code cannot be sent (SPEC §8)', async () => {
  const native = recordNativeCalls();
  try {
    open('/verifymail', undefined, failWith('2001', 'Mail service busy'));
    await screen.findByLabelText('Verification code');
    press('Send');
    expect(await screen.findByText('Mail service busy')).toBeInTheDocument();
    expect(reportsOf(native)).toEqual([{ code: 2666, status: 'fail', message: 'Mail service busy', error: '2001' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  } finally {
    native.stop();
  }
});
