// window.ucOnLogin → createLoginHandler: validate, store the session, switch language, reload what depends on login.
import { waitFor } from '@testing-library/react';
import { createAppStore, currentLocale, i18n } from '@uc/shared';
import { mockProvider, TEST_PUBLIC_KEY_PEM } from '@uc/shared/src/testing';
import { recordNativeCalls } from '../../testing/host-test-utils';
import { createLoginHandler } from '../login-handler';

const PAYLOAD = {
  nick_name: 'Ana', role_id: 'r9', role_name: 'Mage', token: 'tok-9', open_id: 'open-9', user_id: 'u-9', mobile: '13900000000',
  app_id: 'app-9', channel: 'ch', public_key: TEST_PUBLIC_KEY_PEM, channel_id: 'c1', platform: 'Android', device_id: 'd1',
  opensdk_version: '3.1', login_types: 'Account,Google', language: 'de_DE',
};

let native: ReturnType<typeof recordNativeCalls>;
let provider: ReturnType<typeof mockProvider>;
beforeEach(() => {
  native = recordNativeCalls();
  provider = mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1: ['faq'], items2: [] } },
    'GET open/oauth/binding': { status: 'ok', mobile: '13900000000' },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
});
afterEach(() => {
  native.stop();
  provider.restore();
});

it('stores a valid session, switches language, and fetches config, bind info and badges', async () => {
  const store = createAppStore();
  createLoginHandler(store)(JSON.stringify(PAYLOAD));
  const { session } = store.getState();
  expect(session).toMatchObject({ isLogin: true, user: { openId: 'open-9', roleId: 'r9' }, app: { appId: 'app-9', locale: 'de-DE' } });
  expect(currentLocale()).toBe('de-DE');
  await waitFor(() => expect(provider.requests.map((r) => r.path).sort()).toEqual(['open/message/read', 'open/oauth/binding', 'open/sdk/config']));
  expect(provider.requests.find((r) => r.path === 'open/sdk/config')!.params.v).toBe('app-9');
  await waitFor(() => expect(i18n.language).toBe('de'));
});

it('reloads the config on every login, even for the same app', async () => {
  const store = createAppStore();
  const onLogin = createLoginHandler(store);
  onLogin(PAYLOAD);
  await waitFor(() => expect(provider.requests.filter((r) => r.path === 'open/sdk/config')).toHaveLength(1));
  onLogin(PAYLOAD);
  await waitFor(() => expect(provider.requests.filter((r) => r.path === 'open/sdk/config')).toHaveLength(2));
});

it('a payload without token or open id is a logged-out player: nothing logged-in stored or called, texts in their language', async () => {
  const store = createAppStore();
  createLoginHandler(store)(JSON.stringify({ ...PAYLOAD, token: '' }));
  const { session } = store.getState();
  expect(session.isLogin).toBe(false);
  expect(session.user.openId).toBe('');
  expect(session.app).toMatchObject({ appId: 'app-9', locale: 'de-DE' });
  expect(native.calls).toEqual([]);
  await waitFor(() => expect(i18n.language).toBe('de'));
  expect(provider.requests).toEqual([]);
});

it('what real SDKs send: numbers for ids, an array of login types, unknown fields — still a login', () => {
  const store = createAppStore();
  createLoginHandler(store)({
    ...PAYLOAD, channel: 7, opensdk_version: 320, device_id: 900001, login_types: ['Account', 'Google'], is_guest: false,
  });
  const { session } = store.getState();
  expect(session.isLogin).toBe(true);
  expect(session.app).toMatchObject({ channel: '7', opensdk_version: '320', deviceId: '900001', loginTypes: ['Account', 'Google'] });
  expect(native.calls).toEqual([]);
});

it('an unusable field is dropped alone and reported once by name; the login counts', () => {
  const store = createAppStore();
  createLoginHandler(store)({ ...PAYLOAD, role_name: { text: 'Mage' }, channel: Infinity });
  expect(store.getState().session).toMatchObject({ isLogin: true, user: { roleName: '' }, app: { channel: '' } });
  expect(native.calls).toEqual([
    { method: 'report', payload: { code: 'session-field-dropped', status: 'fail', field: 'role_name', message: 'object' } },
    { method: 'report', payload: { code: 'session-field-dropped', status: 'fail', field: 'channel', message: 'not a finite number' } },
  ]);
});

it('reports a malformed payload and keeps the state as it was', () => {
  const store = createAppStore();
  createLoginHandler(store)('{not json');
  expect(store.getState().session.isLogin).toBe(false);
  expect(native.calls).toEqual([{ method: 'report', payload: { code: 'session-malformed', status: 'fail', message: expect.any(String) } }]);
  expect(provider.requests).toEqual([]);
});
