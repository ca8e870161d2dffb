// The session ends (native's ucOnLogout, Change Account, the logout after a password change): the player's token, ids
// and data leave memory and storage, so nothing of theirs is left for the next person on the device or a reload.
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { cancelAllDialogs } from '../ui/feedback/confirm-dialog';
import { clearStoredPlayer } from './session-persistence';
import { loggedOut } from './session-slice';

let epoch = 0;
const listeners = new Set<() => void>();

/** Counts the players forgotten since the page loaded; the shells key their pages on it (what a form held goes too). */
export function playerEpoch(): number {
  return epoch;
}

export function subscribePlayerEpoch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Dispatch = (action: UnknownAction) => unknown;

export function forgetPlayer(dispatch: Dispatch): void {
  dispatch(loggedOut());
  // Bind info, messages, codes, real name, deletion status: answers for the player who left.
  dispatch(api.util.resetApiState());
  // Also when nobody was logged in: a guest's ticket draft and the numbers a code went to are theirs.
  clearStoredPlayer();
  // An open question ("Unbind Facebook?") was asked for the player who left: it is answered no. Toasts stay (the
  // password change's "log in again" is shown after its logout).
  cancelAllDialogs();
  epoch += 1;
  listeners.forEach((listener) => listener());
}
