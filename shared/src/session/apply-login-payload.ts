// What every app does with native's ucOnLogin payload (the host and each remote's own page): read it, report what was
// unusable, store the session or a logged-out player's app fields, and switch the texts to the player's language.
import { reportEvent } from '../bridge/call-native';
import { setLocale } from '../i18n/i18n';
import { parseSessionPayload } from './host-session-payload';
import { endPlayerTurn } from './player-turn';
import { loggedIn, loggedOutPayload, type SessionState } from './session-slice';
import type { UnknownAction } from '@reduxjs/toolkit';

interface SessionStore {
  getState(): { session: SessionState };
  dispatch(action: UnknownAction): unknown;
}

/** 'session': a player logged in; 'logged-out': empty token or open_id (SPEC §4: not a session); 'malformed': ignored. */
export type LoginPayloadOutcome = 'session' | 'logged-out' | 'malformed';

export function applyLoginPayload(store: SessionStore, raw: unknown): LoginPayloadOutcome {
  const result = parseSessionPayload(raw);
  if (result.kind === 'malformed') {
    reportEvent({ code: 'session-malformed', status: 'fail', message: result.reason });
    return 'malformed';
  }
  // One report per unusable field; the rest of the payload still counts.
  for (const { field, reason } of result.dropped) {
    reportEvent({ code: 'session-field-dropped', status: 'fail', field, message: reason });
  }
  const wasLoggedIn = store.getState().session.isLogin;
  if (result.kind === 'logged-out') {
    store.dispatch(loggedOutPayload(result.payload));
    // A logged-out payload never changes a logged-in player's language (nor anything else of theirs).
    if (!wasLoggedIn) void setLocale(store.getState().session.app.language);
    return 'logged-out';
  }
  // Another player (or a guest logging in): history entries written before are not theirs.
  if (store.getState().session.user.openId !== result.payload.open_id) endPlayerTurn();
  store.dispatch(loggedIn(result.payload));
  void setLocale(store.getState().session.app.language);
  return 'session';
}
