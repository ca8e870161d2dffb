// window.ucOnLogout: native ended the player's session. The shared forgetting (memory, storage, API cache; the
// self-check's kept payloads follow it, native-handshake.ts), and a waiting /index hears a logged-out player.
import { forgetPlayer, type AppStore } from '@uc/shared';
import { notifyClientArrival } from './client-login';

export function createLogoutHandler(store: AppStore): () => void {
  return () => {
    forgetPlayer(store.dispatch);
    notifyClientArrival();
  };
}
