// The session survives a reload via sessionStorage only, and a logout removes it.
import { configureStore } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionSlice, setBalance } from './session-slice';
import { readDraft, saveDraft } from '../drafts/form-drafts';
import { recordSend } from './code-send-times';
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
      isLogin: true, fromClient: true, balance: 'lots', extra: 1, loginAt: Date.now(),
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

describe('the stored session’s age', () => {
  const HOUR = 3_600_000;
  const T0 = Date.UTC(2026, 0, 10, 8, 0, 0);
  afterEach(() => jest.useRealTimers());

  it('is stored with the time native handed the session over, and restored for 24 hours from then', () => {
    jest.useFakeTimers({ now: T0 });
    const store = makeStore();
    const stop = persistSession(store);
    store.dispatch(loggedIn(payload()));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).loginAt).toBe(T0);
    jest.setSystemTime(T0 + 24 * HOUR - 1);
    expect(restoreSession()?.user.token).toBe('t');
    jest.setSystemTime(T0 + 24 * HOUR);
    expect(restoreSession()).toBeUndefined();
    stop();
  });

  it('a reload does not make it younger; a new ucOnLogin from native does', () => {
    jest.useFakeTimers({ now: T0 });
    const store = makeStore();
    const stop = persistSession(store);
    store.dispatch(loggedIn(payload()));
    stop();
    jest.setSystemTime(T0 + 20 * HOUR);
    // The reload: a new store from the stored session, writing it back.
    const reloaded = configureStore({ reducer: { session: sessionSlice.reducer }, preloadedState: { session: restoreSession()! } });
    const stop2 = persistSession(reloaded);
    reloaded.dispatch(setBalance(5));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).loginAt).toBe(T0);
    jest.setSystemTime(T0 + 25 * HOUR);
    expect(restoreSession()).toBeUndefined();
    reloaded.dispatch(loggedIn(payload()));
    expect(restoreSession()?.loginAt).toBe(T0 + 25 * HOUR);
    stop2();
  });

  it.each([
    ['no time', undefined],
    ['a time that is not a number', '2026-01-10'],
    ['a time in the future', T0 + HOUR],
  ])('an entry with %s is not restored', (_name, loginAt) => {
    jest.useFakeTimers({ now: T0 });
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isLogin: true, user: { token: 't', openId: 'o' }, app: {}, loginAt }));
    expect(restoreSession()).toBeUndefined();
  });

  it('a stored session that is not restored takes its player’s drafts and code-send times with it', () => {
    jest.useFakeTimers({ now: T0 });
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isLogin: true, user: { token: 't', openId: 'o' }, app: {}, loginAt: T0 - 25 * HOUR }));
    saveDraft('bindMail', { mail: 'old@example.com' });
    recordSend('old@example.com', 'bindMail');
    sessionStorage.setItem('other.app.key', 'kept');
    expect(restoreSession()).toBeUndefined();
    expect(Object.keys(sessionStorage)).toEqual(['other.app.key']);
  });

  it('without a stored session, a logged-out player’s drafts stay', () => {
    saveDraft('putQuestion', { description: 'cannot log in' });
    expect(restoreSession()).toBeUndefined();
    expect(readDraft('putQuestion')).toEqual({ description: 'cannot log in' });
  });
});
