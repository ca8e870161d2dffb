// Change Account (SPEC §2 home): the page forgets the player before it asks native, so nothing of theirs waits on the
// SDK's login page; native answers with ucOnLogin (the new player, or the same one again) or nothing.
import { callNative } from '../bridge/call-native';
import { forgetPlayer, type Dispatch } from './forget-player';

export function switchAccount(dispatch: Dispatch): void {
  forgetPlayer(dispatch);
  callNative('switchAccount');
}
