// The hosted ticket frame with the deployment's signer (ticketService.frameIdentityUrl): the frame carries the
// server's signed parameters and nothing the page wrote about who the player is (review M5).
import { screen } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, initialSessionState, setAppConfig } from '@uc/shared';
import { flushPendingWork, loggedInState, mockProvider, renderWithProviders } from '@uc/shared/src/testing';
import HostedTicketPage from '../hosted-ticket-page';

const SIGNER = 'https://uc-api.example/ticket/frame-identity';
const SIGNED = { partnerId: 'R-1', params: '{"role_id":"R-1","role_name":"Knight"}', uid: '10001', ts: '1700000000000', sig: 'ab12cd' };

let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  setAppConfig({
    ticketService: { ...DEFAULT_APP_CONFIG.ticketService, frameIdentityUrl: SIGNER },
    ticketFrames: { byApp: {}, appDefault: {}, default: 'https://tickets.example/general' },
  });
});
afterEach(() => {
  provider.restore();
  setAppConfig({});
});

const player = loggedInState({ user: { roleId: 'R-1', roleName: 'Knight', token: 'tok-1', userId: '10001' } }).session;
const renderTicket = (session = player) =>
  renderWithProviders(<HostedTicketPage />, { preloadedState: { session }, path: '/udeskTicket', route: '/udeskTicket' });
const frameUrl = async () => new URL(((await screen.findByTitle('Customer support messages')) as HTMLIFrameElement).src);

test('logged in: the frame waits for the signer, then carries its parameters as they are, and no plain role of its own', async () => {
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: [], items2: [], ticketUrl: '' } },
    'POST ticket/frame-identity': { status: 'ok', params: SIGNED },
  });
  renderTicket();
  const url = await frameUrl();
  expect(Object.fromEntries(url.searchParams)).toEqual({ sysNum: 'uc-sys-1', deployId: 'uc-deploy-1', ...SIGNED });
  const asked = provider.requests.find((r) => r.url === SIGNER);
  expect(asked?.payload).toMatchObject({ token: 'tok-1', user_id: '10001', role_id: 'R-1', role_name: 'Knight' });
});

test('the signer refusing or failing: the frame opens with no identity at all (never the unverifiable plain one)', async () => {
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: [], items2: [], ticketUrl: '' } },
    'POST ticket/frame-identity': { status: 'fail', error: '1002', error_msg: 'Please log in first' },
  });
  renderTicket();
  const url = await frameUrl();
  expect([...url.searchParams.keys()]).toEqual(['sysNum', 'deployId']);
});

test('logged out: nothing is asked and the frame carries no identity', async () => {
  provider = mockProvider({ 'POST ticket/frame-identity': { status: 'ok', params: SIGNED } });
  renderTicket({ ...initialSessionState(), app: { ...player.app, publicKey: '' } });
  const url = await frameUrl();
  await flushPendingWork();
  expect([...url.searchParams.keys()]).toEqual(['sysNum', 'deployId']);
  expect(provider.requests.filter((r) => r.url === SIGNER)).toEqual([]);
});
