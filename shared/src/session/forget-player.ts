// The session ends (native's ucOnLogout, Change Account, the logout after a password change): the player's token, ids
// and data leave memory and storage, so nothing of theirs is left for the next person on the device or a reload.
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { cancelAllDialogs } from '../ui/feedback/confirm-dialog';
import { clearStoredPlayer } from './session-persistence';
import { loggedOut } from './session-slice';
import { nextPlayerEpoch } from './player-epoch';

export { playerEpoch, samePlayerCheck, subscribePlayerEpoch } from './player-epoch';

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
  nextPlayerEpoch();
}
