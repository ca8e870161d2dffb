// window.ucOnLogout: native ended the player's session. The shared forgetting (memory, storage, API cache), then what
// the shell kept: the self-check's raw payloads (tokens). It also answers a waiting /index: a logged-out player.
import { forgetPlayer, type AppStore } from '@uc/shared';
import { notifyClientArrival } from './client-login';
import { forgetLoginArrivals } from './native-handshake';

export function createLogoutHandler(store: AppStore): () => void {
  return () => {
    forgetPlayer(store.dispatch);
    forgetLoginArrivals();
    notifyClientArrival();
  };
}
