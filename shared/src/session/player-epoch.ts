// Which player's turn it is on the device: a count of the players forgotten since the page loaded (forget-player.ts).
// Apart from forgetPlayer so the API layer can ask it without importing the store's reset.
let epoch = 0;
const listeners = new Set<() => void>();

/** Counts the players forgotten since the page loaded; the shells key their pages on it (what a form held goes too). */
export function playerEpoch(): number {
  return epoch;
}

/**
 * For work that outlives an await: call it when the work starts; the answer tells whether the player it started for
 * is still the one on the device (false once forgetPlayer ran: ucOnLogout, Change Account, a password change).
 */
export function samePlayerCheck(): () => boolean {
  const startedFor = epoch;
  return () => epoch === startedFor;
}

/** The next player's turn (forgetPlayer's last step): every check taken before answers false from now on. */
export function nextPlayerEpoch(): void {
  epoch += 1;
  listeners.forEach((listener) => listener());
}

export function subscribePlayerEpoch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

