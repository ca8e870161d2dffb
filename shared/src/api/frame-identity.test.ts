// The hosted ticket frame's signed identity (ticketService.frameIdentityUrl): the session and the role go the
// provider's way (v, q); only a few flat string parameters come back into the frame's address.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { loggedInState } from '../testing/logged-in-state';
import { decryptPayload } from '../testing/decrypt-payload';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { deploymentFrameIdentity } from './frame-identity';

let seen: InternalAxiosRequestConfig[];
const reply = (body: unknown): AxiosAdapter => async (config) => {
  seen.push(config);
  return { data: JSON.stringify(body), status: 200, statusText: '', headers: {}, config };
};
const previous = apiClient.defaults.adapter;
const URL_ = 'https://uc-api.example/ticket/frame-identity';
const ROLE = { roleId: 'r-7', roleName: 'Knight' };

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  seen = [];
  createAppStore(loggedInState({ user: { token: 'tok-9', openId: 'open-9', userId: '10009' } }));
});
afterEach(() => {
  apiClient.defaults.adapter = previous;
});

test('POSTs the session and the role to the endpoint and returns its signed parameters', async () => {
  const params = { partnerId: 'r-7', params: '{"role_id":"r-7"}', uid: '10009', ts: '1700000000000', sig: 'ab12' };
  apiClient.defaults.adapter = reply({ status: 'ok', params });
  await expect(deploymentFrameIdentity(URL_, ROLE)).resolves.toEqual(params);
  expect(seen[0].url).toBe(URL_);
  expect(seen[0].method).toBe('post');
  expect(JSON.parse(decryptPayload(String(seen[0].params.q)))).toMatchObject({
    token: 'tok-9', user_id: '10009', open_id: 'open-9', role_id: 'r-7', role_name: 'Knight',
  });
});

test.each([
  ['no params', { status: 'ok' }],
  ['a list', { status: 'ok', params: ['a'] }],
  ['a nested value', { status: 'ok', params: { partnerId: { $gt: '' } } }],
  ['a name that is no plain parameter name', { status: 'ok', params: { 'a b': 'x' } }],
  ['too many parameters', { status: 'ok', params: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`p${i}`, 'x'])) }],
])('%s: nothing usable, so no identity goes into the address', async (_name, body) => {
  apiClient.defaults.adapter = reply(body);
  const result = await deploymentFrameIdentity(URL_, ROLE);
  // a nested or odd entry is dropped on its own; nothing that is not a plain string ever comes through
  expect(Object.values(result).every((v) => typeof v === 'string')).toBe(true);
  expect(result).toEqual({});
});

test('a refusal is an error that says why; a non-http address sends nothing', async () => {
  apiClient.defaults.adapter = reply({ status: 'fail', error: '1002', error_msg: 'Please log in first' });
  await expect(deploymentFrameIdentity(URL_, ROLE)).rejects.toThrow('1002###Please log in first');
  await expect(deploymentFrameIdentity('javascript:alert(1)', ROLE)).rejects.toBeInstanceOf(ApiError);
  expect(seen).toHaveLength(1);
});
