// window.ucOnLogin: the shared reading of the payload, then what the shell adds — reload what depends on the login,
// and tell /index that native has answered.
import { applyLoginPayload, getAppConfig, type AppStore } from '@uc/shared';
import { homeApi } from '../home/home-api';
import { notifyClientArrival } from './client-login';
import { recordLoginArrival } from './native-handshake';

/** SPEC §2/§4: config (and bind info, badges) are fetched again whenever the state becomes logged in. */
export function refreshAfterLogin(store: AppStore): void {
  const { app, user } = store.getState().session;
  const fresh = { subscribe: false, forceRefetch: true } as const;
  // Fire and forget: RTK Query results never reject, the outcome lands in the cache the pages read.
  if (app.appId) void store.dispatch(homeApi.endpoints.getHomeConfig.initiate(app.appId, fresh));
  void store.dispatch(homeApi.endpoints.getHomeBindInfo.initiate(user.openId, fresh));
  void store.dispatch(homeApi.endpoints.getUnreadCounts.initiate(user.openId, fresh));
}

export function createLoginHandler(store: AppStore): (raw: unknown) => void {
  return (raw) => {
    // Raw payloads carry tokens: only the self-check needs them.
    if (getAppConfig().sdkCheck) recordLoginArrival(raw);
    const outcome = applyLoginPayload(store, raw);
    if (outcome === 'malformed') return; // ignored and reported; /index keeps waiting (at most 3 s)
    if (outcome === 'session') refreshAfterLogin(store);
    notifyClientArrival();
  };
}
