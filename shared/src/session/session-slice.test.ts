// loggedIn maps the host payload to SPEC §3 client state names.
import { configureStore } from '@reduxjs/toolkit';
import type { HostSessionPayload } from './host-session-payload';
import {
  canOpenUrl, isIOS, loggedIn, loggedOut, loggedOutPayload, selectApp, selectIsLogin, selectLocale, selectUser, sessionSlice,
  setBalance, setCountryCode, setMobile, setUserExtra, splitLoginTypes,
} from './session-slice';

const payload: HostSessionPayload = {
  nick_name: 'Neo', role_id: 'r9', role_name: 'Mage', token: 'tk', open_id: 'op', user_id: 'u1', mobile: '138',
  app_id: 'a1', channel: 'c', public_key: 'PEM', channel_id: '7', platform: 'IOS', device_id: 'd', opensdk_version: '3',
  login_types: ' Account, Google ,,Facebook', language: 'ZH_tw', capabilities: 'openUrl',
};

const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });

it('starts logged out with SPEC defaults', () => {
  const s = makeStore().getState().session;
  expect(s).toMatchObject({ isLogin: false, countryCode: '', balance: 0, userExtra: '' });
  expect(s.app.locale).toBe('en-US');
});

it('loggedIn stores user and app from the payload', () => {
  const store = makeStore();
  store.dispatch(loggedIn(payload));
  const state = store.getState();
  expect(selectIsLogin(state)).toBe(true);
  expect(state.session).not.toHaveProperty('fromClient');
  expect(selectUser(state)).toEqual({
    nikeName: 'Neo', roleId: 'r9', roleName: 'Mage', token: 'tk', openId: 'op', userId: 'u1', mobile: '138', csUserId: '',
  });
  expect(selectApp(state)).toEqual({
    appId: 'a1', channel: 'c', publicKey: 'PEM', channelId: '7', platform: 'IOS', deviceId: 'd', opensdk_version: '3',
    loginTypes: ['Account', 'Google', 'Facebook'], language: 'ZH_tw', locale: 'zh-TW', capabilities: ['openUrl'],
  });
  expect(canOpenUrl(selectApp(state))).toBe(true);
  expect(selectLocale(state)).toBe('zh-TW');
  expect(isIOS(selectApp(state))).toBe(true);
});

it('small setters and loggedOut', () => {
  const store = makeStore();
  store.dispatch(loggedIn(payload));
  store.dispatch(setCountryCode('US'));
  store.dispatch(setBalance(12));
  store.dispatch(setUserExtra('{"a":1}'));
  store.dispatch(setMobile('139'));
  let s = store.getState().session;
  expect(s).toMatchObject({ countryCode: 'US', balance: 12, userExtra: '{"a":1}' });
  expect(s.user.mobile).toBe('139');
  store.dispatch(loggedOut());
  s = store.getState().session;
  expect(s.isLogin).toBe(false);
  expect(s.user.token).toBe('');
  expect(s.user.openId).toBe('');
});

it('splitLoginTypes and isIOS', () => {
  expect(splitLoginTypes('')).toEqual([]);
  expect(splitLoginTypes('QQ,WeChat')).toEqual(['QQ', 'WeChat']);
  const app = makeStore().getState().session.app;
  expect(isIOS({ ...app, platform: 'ios' })).toBe(true);
  expect(isIOS({ ...app, platform: 'Android' })).toBe(false);
  expect(isIOS({ ...app, platform: '' })).toBe(false);
});

it('a logged-out payload sets the app fields only, and never over a logged-in session', () => {
  const store = makeStore();
  store.dispatch(loggedOutPayload({ ...payload, token: '', open_id: '', capabilities: '' }));
  let s = store.getState().session;
  expect(s.isLogin).toBe(false);
  expect(s.user.token).toBe('');
  expect(s.app).toMatchObject({ appId: 'a1', locale: 'zh-TW', capabilities: [] });
  expect(canOpenUrl(s.app)).toBe(false);
  store.dispatch(loggedIn(payload));
  store.dispatch(loggedOutPayload({ ...payload, token: '', open_id: '', language: 'de', app_id: 'other' }));
  s = store.getState().session;
  expect(s.isLogin).toBe(true);
  expect(s.app).toMatchObject({ appId: 'a1', locale: 'zh-TW' });
});

it("another player logging in does not inherit the last one's country, balance or extra", () => {
  const store = makeStore();
  store.dispatch(loggedIn(payload));
  store.dispatch(setCountryCode('US'));
  store.dispatch(setBalance(12));
  store.dispatch(loggedIn(payload)); // the same player again keeps them
  expect(store.getState().session).toMatchObject({ countryCode: 'US', balance: 12 });
  store.dispatch(loggedIn({ ...payload, open_id: 'other' }));
  expect(store.getState().session).toMatchObject({ countryCode: '', balance: 0, userExtra: '' });
});
