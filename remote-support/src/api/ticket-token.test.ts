// Where the ticket token comes from: the deployment's endpoint (tokenUrl) when app-config names one — the page then
// never reads the app key nor computes the md5 signature — else the legacy signed call with the public appKey.
import { DEFAULT_APP_CONFIG, createAppStore, setAppConfig } from '@uc/shared';
import { loggedInState, mockProvider } from '@uc/shared/src/testing';
import { obtainTicketToken } from './ticket-service-calls';
import * as signature from './ticket-signature';

jest.mock('./ticket-signature', () => {
  const actual = jest.requireActual('./ticket-signature');
  return { ...actual, ticketSignature: jest.fn(actual.ticketSignature) };
});
const sign = signature.ticketSignature as jest.Mock;

let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  createAppStore(loggedInState({ user: { token: 'tok-1', openId: 'open-1', userId: '10001' } }));
  provider = mockProvider({
    'POST ticket/token': { status: 'ok', token: 'from-endpoint' },
    'POST open/ticket/token': { status: 'ok', token: 'from-endpoint' },
    'GET ticket-api/token': { ret_code: '000000', item: { token: 'signed-in-page' } },
  });
});
afterEach(() => {
  provider.restore();
  setAppConfig({});
  sign.mockClear();
});

test('with tokenUrl: asks the endpoint with the session, never signs, and works without any app key', async () => {
  setAppConfig({ ticketService: { ...DEFAULT_APP_CONFIG.ticketService, tokenUrl: 'https://uc-api.example/ticket/token', appKey: '' } });
  await expect(obtainTicketToken()).resolves.toEqual({ token: 'from-endpoint', customerId: '' });
  expect(provider.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST https://uc-api.example/ticket/token']);
  expect(provider.requests[0].payload).toMatchObject({ token: 'tok-1', open_id: 'open-1', user_id: '10001' });
  expect(sign).not.toHaveBeenCalled();
});

test('with tokenUrl and an app key left in the file: the key is not used', async () => {
  setAppConfig({ ticketService: { ...DEFAULT_APP_CONFIG.ticketService, tokenUrl: 'https://uc-api.example/ticket/token', appKey: 'leaked' } });
  await expect(obtainTicketToken()).resolves.toEqual({ token: 'from-endpoint', customerId: '' });
  expect(sign).not.toHaveBeenCalled();
  expect(provider.requests.some((r) => r.path === 'ticket-api/token')).toBe(false);
});

test('the local default app-config asks the stand-in\'s endpoint', async () => {
  await expect(obtainTicketToken()).resolves.toEqual({ token: 'from-endpoint', customerId: '' });
  expect(provider.requests[0].url).toBe('http://localhost:3100/open/ticket/token');
});

test('without tokenUrl: the legacy signed token call with the app key', async () => {
  setAppConfig({ ticketService: { ...DEFAULT_APP_CONFIG.ticketService, tokenUrl: '', appId: 'svc', appKey: 'svc-key' } });
  await expect(obtainTicketToken(1700000000000)).resolves.toEqual({ token: 'signed-in-page', customerId: '' });
  expect(provider.requests[0].params).toEqual({ appId: 'svc', createTime: '1700000000000', sign: signature.ticketSignature('svc', '1700000000000', 'svc-key') });
});

test('neither tokenUrl nor app key: a clear error, nothing sent', async () => {
  setAppConfig({ ticketService: { ...DEFAULT_APP_CONFIG.ticketService, tokenUrl: '', appKey: '' } });
  await expect(obtainTicketToken()).rejects.toThrow('System error');
  expect(provider.requests).toEqual([]);
});
