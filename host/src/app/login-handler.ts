// window.ucOnLogin: validate the host's payload, store the session, switch language, reload what depends on it.
import { loggedIn, parseSessionPayload, reportEvent, setLocale, type AppStore } from '@uc/shared';
import { homeApi } from '../home/home-api';
import { notifyClientLogin } from './client-login';

/** SPEC §2/§4: config (and bind info, badges) are fetched again whenever the state becomes logged in. */
export function refreshAfterLogin(store: AppStore): void {
  const { app, user } = store.getState().session;
  const fresh = { subscribe: false, forceRefetch: true } as const;
  if (app.appId) store.dispatch(homeApi.endpoints.getHomeConfig.initiate(app.appId, fresh));
  store.dispatch(homeApi.endpoints.getHomeBindInfo.initiate(user.openId, fresh));
  store.dispatch(homeApi.endpoints.getUnreadCounts.initiate(user.openId, fresh));
}

export function createLoginHandler(store: AppStore): (raw: unknown) => void {
  return (raw) => {
    const result = parseSessionPayload(raw);
    if (result.kind === 'malformed') {
      reportEvent({ code: 'session-malformed', message: result.reason });
      return;
    }
    // Empty token or open id: the host has no logged-in player to hand over (SPEC §4).
    if (result.kind === 'ignored') return;
    store.dispatch(loggedIn(result.payload));
    void setLocale(store.getState().session.app.locale);
    refreshAfterLogin(store);
    notifyClientLogin();
  };
}
