// modifymail through the UI: change binding of the e-mail, host modifyMail, and the forced path on 1345.
import { screen } from '@testing-library/react';
import { isThisTurnState } from '@uc/shared';
import { mockProvider, recordNativeCalls } from '@uc/shared/src/testing';
import {
  failWith,
  landedOn,
  landedState,
  OK,
  press,
  renderAccountPage,
  requestsTo,
  typeInto,
  USER_OK,
  type Native,
  type Provider,
} from '../../../testing/account-test-kit';
import ModifyMailPage from '../modify-mail-page';

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

async function open(handlers: Record<string, unknown>) {
  provider = mockProvider({ 'POST open/oauth/mail': OK, ...handlers });
  renderAccountPage(<ModifyMailPage />, {
    path: '/modifymail',
    route: '/modifymail',
    behind: ['/manageaccount', '/verifymail?toPath=%2Fmodifymail'],
  });
  await screen.findByLabelText('New e-mail');
}

it('changes the e-mail, tells the host modifyMail and returns to account management past verifymail', async () => {
  await open({ 'POST open/oauth/changebinding': USER_OK });
  typeInto('New e-mail', 'fresh@example.com');
  typeInto('Verification code', '123456');
  press('Confirm');
  expect(await landedOn()).toBe('/manageaccount');
  expect(requestsTo(provider, 'POST', 'open/oauth/changebinding')[0]).toMatchObject({
    mail: 'fresh@example.com',
    oauth_type: 'Account',
    security: '123456',
    device_id: 'dev-1',
  });
  expect(native.of('modifyMail')[0].payload).toMatchObject({ mail: 'fresh@example.com', token: 'tok-123' });
  expect(await screen.findByText('Edit successful')).toBeInTheDocument(); // SPEC §8
});

it('leads to the forced change on 1345', async () => {
  await open({ 'POST open/oauth/changebinding': failWith('1345', 'bound elsewhere') });
  typeInto('New e-mail', 'taken@example.com');
  typeInto('Verification code', '123456');
  press('Confirm');
  expect(await landedOn()).toBe('/strongbindingmail?operation=modify');
  const state = await landedState();
  expect(state).toMatchObject({ boundElsewhere: { mail: 'taken@example.com' } }); // in state, not the URL
  expect(isThisTurnState(state)).toBe(true); // for this player only: the shell drops it once they leave
  expect(screen.queryByText('bound elsewhere')).not.toBeInTheDocument();
});
