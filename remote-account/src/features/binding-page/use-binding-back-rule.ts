// SPEC §8: going back from a binding page reports 2042 to the host, saying whether the player went back to account
// management (history) or back to the game (an entry page, SPEC §2: the first entry or opened with from=client, where
// back exits like on every other page).
import { useLocation, useNavigate } from 'react-router-dom';
import { callNative, isEntryLocationNow, reportEvent } from '@uc/shared';
import { historyIndex } from '../route-flow/route-flow';

export const LEFT_BINDING_PAGE = 2042;

/** The title bar's 'return to the game' on a binding page: the same report as back with nothing behind. */
export function reportLeftToGame(): void {
  reportEvent({ code: LEFT_BINDING_PAGE, message: 'back to game' });
}

/** `steps`: history entries back to the page before this one (2 over an entry of the flow's own). */
export function useBindingBackRule(steps = 1): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const idx = historyIndex();
    if (isEntryLocationNow(location)) {
      reportLeftToGame();
      callNative('exit');
    } else {
      reportEvent({ code: LEFT_BINDING_PAGE, message: 'back to account management' });
      navigate(-Math.max(1, Math.min(steps, idx ?? steps)));
    }
    return true;
  };
}
