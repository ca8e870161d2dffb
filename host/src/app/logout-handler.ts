// window.ucOnLogout: native ended the player's session. The shared forgetting (memory, storage, API cache; the
// self-check's kept payloads follow it, native-handshake.ts), a waiting /index hears a logged-out player, and the page
// on screen gives way to home (go-home-on-logout.tsx): nothing of the player's page stays in front of the next person.
import { forgetPlayer, type AppStore } from '@uc/shared';
import { notifyClientArrival } from './client-login';

const homeRequests = new Set<() => void>();

/** Called after every native logout, once the player is forgotten; returns the unsubscribe. */
export function onNativeLogout(listener: () => void): () => void {
  homeRequests.add(listener);
  return () => homeRequests.delete(listener);
}

export function createLogoutHandler(store: AppStore): () => void {
  return () => {
    forgetPlayer(store.dispatch);
    notifyClientArrival();
    homeRequests.forEach((listener) => listener());
  };
}
