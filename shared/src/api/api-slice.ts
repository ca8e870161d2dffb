// The one RTK Query api: remotes and the host add their endpoints with api.injectEndpoints.
import { buildCreateApi, coreModule, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { hooksAtStart } from './api-hooks-at-start';
import { apiHooksSlot } from './api-hooks-slot';
import { emptyApp, initialSessionState, type SessionState } from '../session/session-slice';
import { samePlayerCheck } from '../session/player-epoch';
import { ApiError, commonText, toErrorValue, type ApiErrorValue } from './api-error';
import { loadTransport } from './load-transport';
import { plainGet } from './plain-get';
import { providerRequest, type ProviderMethod } from './provider-request';

export interface ProviderQueryArgs {
  method: ProviderMethod;
  path: string;
  payload?: Record<string, unknown>;
  suffix?: string;
  helper?: 'provider' | 'plain';
  /**
   * A call for this app with nobody logged in, whatever the store's session holds (the public #/accountdeletion page,
   * ARCHITECTURE.md §8 webAccount): its base fields carry this app id and channel, no open_id; q is encrypted with its key.
   */
  app?: ProviderApp;
}

export interface ProviderApp {
  appId: string;
  publicKey: string;
  channel: string;
}

/** The session of a call for `app` alone: logged out, nothing of any player. */
export function sessionForApp(app: ProviderApp): SessionState {
  return { ...initialSessionState(), app: { ...emptyApp(), appId: app.appId, publicKey: app.publicKey, channel: app.channel } };
}

// The session comes from the store that runs the query, so each test store sees its own session.
function sessionOf(state: unknown): SessionState | undefined {
  return (state as { session?: SessionState } | undefined)?.session;
}

export const providerBaseQuery: BaseQueryFn<ProviderQueryArgs, unknown, ApiErrorValue> = async (args, queryApi) => {
  const samePlayer = samePlayerCheck();
  try {
    // The code that sends first (a download the first time), then the session as it is the moment the call leaves: a
    // call queued for a player the game logged out meanwhile is not sent at all (security-2 N3).
    await loadTransport().catch(() => undefined); // a failed download is the request's own network error below
    // A call for an app (nobody logged in) is about the account the player named, not the session's player.
    if (!args.app && !samePlayer()) throw new ApiError('status', 'session', commonText('error.pleaseLogin'));
    const session = args.app ? sessionForApp(args.app) : sessionOf(queryApi.getState());
    const data =
      args.helper === 'plain'
        ? await plainGet<unknown>(args.path + (args.suffix ?? ''), args.payload, session)
        : await providerRequest<unknown>({ method: args.method, path: args.path, payload: args.payload, suffix: args.suffix, session });
    return { data };
  } catch (e) {
    return { error: toErrorValue(e) };
  }
};

export const API_TAGS = ['Config', 'Unread', 'BindInfo', 'Messages', 'ActiveCodes', 'DeletionStatus', 'Faq'] as const;

// RTK Query's core, and its React layer (the hooks) at once, or in the host with the first page (api-hooks-slot.ts).
export const api = buildCreateApi(coreModule(), apiHooksSlot(hooksAtStart()))({
  reducerPath: 'api',
  baseQuery: providerBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
