// The deployment's ticket-token endpoint (ticketService.tokenUrl): the session goes the provider's way (v, q), the
// token comes back; the page holds no ticket-service key.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { initialSessionState } from '../session/session-slice';
import { loggedInState } from '../testing/logged-in-state';
import { decryptPayload } from '../testing/decrypt-payload';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { deploymentTicketToken } from './ticket-token';

let seen: InternalAxiosRequestConfig[];
const reply = (body: unknown): AxiosAdapter => async (config) => {
  seen.push(config);
  return { data: JSON.stringify(body), status: 200, statusText: '', headers: {}, config };
};
const previous = apiClient.defaults.adapter;
const URL_ = 'https://uc-api.example/ticket/token';

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  seen = [];
  createAppStore(loggedInState({ user: { token: 'tok-9', openId: 'open-9', userId: '10009' } }));
});
afterEach(() => {
  apiClient.defaults.adapter = previous;
});

const sentPayload = () => JSON.parse(decryptPayload(String(seen[0].params.q))) as Record<string, unknown>;

test('POSTs to tokenUrl itself with v and the encrypted session (token, open_id, user_id) and returns the token', async () => {
  apiClient.defaults.adapter = reply({ status: 'ok', token: 'svc-token-1' });
  await expect(deploymentTicketToken(URL_)).resolves.toEqual({ token: 'svc-token-1', customerId: '' });
  expect(seen).toHaveLength(1);
  expect(seen[0].method).toBe('post');
  expect(seen[0].url).toBe(URL_);
  expect(seen[0].params.v).toBe('app-1');
  expect(sentPayload()).toMatchObject({ token: 'tok-9', open_id: 'open-9', user_id: '10009', grant_app: 'app-1' });
});

test('a logged-out page sends an empty session: the server decides what a guest may have', async () => {
  const guest = initialSessionState();
  createAppStore({ session: { ...guest, app: { ...loggedInState().session.app } } });
  apiClient.defaults.adapter = reply({ status: 'ok', token: 'guest-token' });
  await expect(deploymentTicketToken(URL_)).resolves.toEqual({ token: 'guest-token', customerId: '' });
  expect(sentPayload()).toMatchObject({ token: '', open_id: '', user_id: '' });
});

test.each([
  ['cs-10009', 'cs-10009'],
  [10009, '10009'],
  ['<img src=x>', ''],
  ['x'.repeat(65), ''],
  [{ id: 'cs-1' }, ''],
])('the customer the server bound the token to (%p) is kept only in a sane shape', async (customerId, kept) => {
  apiClient.defaults.adapter = reply({ status: 'ok', token: 'svc-token-2', customerId });
  await expect(deploymentTicketToken(URL_)).resolves.toEqual({ token: 'svc-token-2', customerId: kept });
});

test.each([
  ['a refusal', { status: 'fail', error: '1002', error_msg: 'Token invalid, please log in again' }, '1002###Token invalid, please log in again'],
  ['an answer without a token', { status: 'ok' }, 'parse###System error'],
])('%s is an error that says why', async (_name, body, message) => {
  apiClient.defaults.adapter = reply(body);
  const e = await deploymentTicketToken(URL_).catch((err: unknown) => err);
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).message).toBe(message);
});

test.each(['javascript:alert(1)', '/relative/token', 'not a url'])('a tokenUrl that is not absolute http(s) (%s) sends nothing', async (url) => {
  apiClient.defaults.adapter = reply({ status: 'ok', token: 'x' });
  await expect(deploymentTicketToken(url)).rejects.toBeInstanceOf(ApiError);
  expect(seen).toHaveLength(0);
});
