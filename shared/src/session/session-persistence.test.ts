// The session survives a reload via sessionStorage only, and a logout removes it.
import { configureStore } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionSlice } from './session-slice';
import { persistSession, restoreSession, SESSION_STORAGE_KEY } from './session-persistence';
import { parseSessionPayload } from './host-session-payload';

const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });
const payload = () => {
  const r = parseSessionPayload({ token: 't', open_id: 'o', app_id: 'a', language: 'de', login_types: 'Account' });
  if (r.kind !== 'session') throw new Error('fixture');
  return r.payload;
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('writes on login, restores it, removes it on logout, never touches localStorage', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const store = makeStore();
  const stop = persistSession(store);
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  store.dispatch(loggedIn(payload()));
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).user.token).toBe('t');
  const restored = restoreSession();
  expect(restored).toEqual(store.getState().session);
  expect(restored!.app.locale).toBe('de-DE');
  store.dispatch(loggedOut());
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(restoreSession()).toBeUndefined();
  expect(localStorage.length).toBe(0);
  for (const call of setItem.mock.instances) expect(call).toBe(sessionStorage);
  stop();
  setItem.mockRestore();
});

it.each([
  ['garbage', 'not json'],
  ['array', '[]'],
  ['logged out', JSON.stringify({ isLogin: false })],
  ['no token', JSON.stringify({ isLogin: true, user: { openId: 'o' } })],
  ['wrong types', JSON.stringify({ isLogin: true, user: { token: 1, openId: 'o' } })],
])('refuses a stored %s entry', (_name, text) => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, text);
  expect(restoreSession()).toBeUndefined();
});

it('restores only known fields and repairs the locale', () => {
  sessionStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      isLogin: true, fromClient: true, balance: 'lots', extra: 1,
      user: { token: 't', openId: 'o', evil: '<script>' },
      app: { language: 'fr_CA', locale: 'xx-XX', loginTypes: ['Account', 3], capabilities: ['openUrl', {}] },
    }),
  );
  const s = restoreSession()!;
  expect(s).not.toHaveProperty('fromClient'); // an old stored flag is not restored: it was session-wide
  expect(s.balance).toBe(0);
  expect(s.user).not.toHaveProperty('evil');
  expect(s).not.toHaveProperty('extra');
  expect(s.app.locale).toBe('fr-FR');
  expect(s.app.loginTypes).toEqual(['Account']);
  expect(s.app.capabilities).toEqual(['openUrl']);
});
