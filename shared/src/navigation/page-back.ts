// An in-page "Back" (an error panel's button) does what the title bar's back does: the page's own back rule, so on
// the entry page it exits to the game instead of a history step that has nowhere to go.
import { callNative } from '../bridge/call-native';
import { runBack } from './back-stack';

export function pageBack(): void {
  if (!runBack()) callNative('exit');
}
