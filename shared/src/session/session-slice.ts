// Client-side session state (SPEC §3 names): filled from the host's login payload, cleared on logout.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getAppConfig } from '../config/app-config';
import { resolveTextLanguage } from '../locale/device-text-language';
import { serverLocaleOf } from '../locale/server-locale';
import { resolveLocale, DEFAULT_LOCALE, type SupportedLocale, type TextLanguage } from '../locale/resolve-locale';
import { splitList, type HostSessionPayload } from './host-session-payload';

export interface SessionUser {
  nikeName: string;
  roleId: string;
  roleName: string;
  token: string;
  openId: string;
  userId: string;
  mobile: string;
  csUserId: string;
}

export interface SessionApp {
  appId: string;
  channel: string;
  publicKey: string;
  channelId: string;
  platform: string;
  deviceId: string;
  opensdk_version: string;
  loginTypes: string[];
  language: string;
  locale: SupportedLocale;
  /** What native can do besides SPEC §7's methods (docs/bridge.md, session fields table), e.g. 'openUrl'. */
  capabilities: string[];
}

// SPEC §3's `fromClient` is not session state here: it belongs to a page (navigation/entry-page.ts), so no login
// can turn a page reached in the app into one that exits.
export interface SessionState {
  isLogin: boolean;
  user: SessionUser;
  app: SessionApp;
  /** Region id of the number bound or changed in this session; '' when none (the pages then default: docs/spec-readings.md). */
  countryCode: string;
  balance: number;
  userExtra: string;
  /** When native last handed this session over (ms epoch; 0 logged out): a stored session expires 24 h after it. */
  loginAt: number;
}

export const emptyUser = (): SessionUser => ({
  nikeName: '', roleId: '', roleName: '', token: '', openId: '', userId: '', mobile: '', csUserId: '',
});

export const emptyApp = (): SessionApp => ({
  appId: '', channel: '', publicKey: '', channelId: '', platform: '', deviceId: '', opensdk_version: '',
  loginTypes: [], language: '', locale: DEFAULT_LOCALE, capabilities: [],
});

export const initialSessionState = (): SessionState => ({
  isLogin: false, user: emptyUser(), app: emptyApp(), countryCode: '', balance: 0, userExtra: '', loginAt: 0,
});

/** 'Account,Facebook, Google' → ['Account', 'Facebook', 'Google'] */
export const splitLoginTypes = splitList;

function appOf(p: HostSessionPayload): SessionApp {
  return {
    appId: p.app_id, channel: p.channel, publicKey: p.public_key, channelId: p.channel_id, platform: p.platform,
    deviceId: p.device_id, opensdk_version: p.opensdk_version, loginTypes: splitList(p.login_types),
    language: p.language, locale: resolveLocale(p.language), capabilities: splitList(p.capabilities),
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn: {
      // The time comes with the action (prepare), so the reducer stays pure.
      prepare: (payload: HostSessionPayload, at: number = Date.now()) => ({ payload, meta: { at } }),
      reducer(state, { payload: p, meta }: PayloadAction<HostSessionPayload, string, { at: number }>) {
        state.isLogin = true;
        state.loginAt = meta.at;
        // Another player: what was kept for the last one (the bound number's country, balance, extra) is not theirs.
        if (state.user.openId && state.user.openId !== p.open_id) {
          state.countryCode = '';
          state.balance = 0;
          state.userExtra = '';
        }
        state.user = {
          nikeName: p.nick_name, roleId: p.role_id, roleName: p.role_name, token: p.token, openId: p.open_id,
          userId: p.user_id, mobile: p.mobile, csUserId: state.user.openId === p.open_id ? state.user.csUserId : '',
        };
        state.app = appOf(p);
      },
    },
    // A logged-out player's payload (empty token or open id): nothing logged-in is stored (SPEC §4), but the app's own
    // fields (language, app id, key, platform) let pages that need no login work in the player's language.
    loggedOutPayload(state, { payload: p }: PayloadAction<HostSessionPayload>) {
      if (!state.isLogin) state.app = appOf(p);
    },
    // Everything of the player goes (token, ids, profile, country, balance, extra); the app's own fields (app id, key,
    // platform, device, locale) stay, so pages that need no login still work in the same language after logout.
    loggedOut(state) {
      state.isLogin = false;
      state.user = emptyUser();
      state.countryCode = '';
      state.balance = 0;
      state.userExtra = '';
      state.loginAt = 0;
    },
    setCountryCode(state, action: PayloadAction<string>) {
      state.countryCode = action.payload;
    },
    setBalance(state, action: PayloadAction<number>) {
      state.balance = action.payload;
    },
    setUserExtra(state, action: PayloadAction<string>) {
      state.userExtra = action.payload;
    },
    setMobile(state, action: PayloadAction<string>) {
      state.user.mobile = action.payload;
    },
    setCsUserId(state, action: PayloadAction<string>) {
      state.user.csUserId = action.payload;
    },
  },
});

export const {
  loggedIn, loggedOut, loggedOutPayload, setCountryCode, setBalance, setUserExtra, setMobile, setCsUserId,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession): SessionState => s.session;
export const selectIsLogin = (s: WithSession): boolean => s.session.isLogin;
export const selectUser = (s: WithSession): SessionUser => s.session.user;
export const selectApp = (s: WithSession): SessionApp => s.session.app;
/** The SPEC §1 locale of the device's tag (pt_BR → pt-PT); what the page reads is selectTextLanguage's. */
export const selectLocale = (s: WithSession): SupportedLocale => s.session.app.locale;
/** The language of the page's texts for the device's tag (pt_BR → pt-BR); en-US's before any payload. */
export const selectTextLanguage = (s: WithSession): TextLanguage => resolveTextLanguage(s.session.app.language);
/** The locale the server is told for the device's tag (pt_BR → pt-PT, or pt-BR where app-config lists it). */
export const selectServerLocale = (s: WithSession): string =>
  serverLocaleOf(s.session.app.language || DEFAULT_LOCALE, getAppConfig().providerLocales);

/** The host reports iOS as platform 'IOS' (any case). */
export function isIOS(app: SessionApp): boolean {
  return app.platform.trim().toUpperCase() === 'IOS';
}

/** Native said it opens http(s) pages itself (`openUrl`); without it the page asks the player and leaves. */
export function canOpenUrl(app: SessionApp): boolean {
  return app.capabilities.includes('openUrl');
}
