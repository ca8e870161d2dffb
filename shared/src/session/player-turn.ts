// Whose turn it was when a history entry's state was written (security-2 N4): entries behind the page keep their state
// after ucOnLogout, another player's login and reloads. A random id, not the player epoch: the epoch is memory and a
// reload starts it over. Stored only once an entry carries it, removed when the player is forgotten or another logs in,
// so a stamp from before that never matches again, reload or not.

export const PLAYER_TURN_KEY = 'uc.turn';
const TURN_FORMAT = /^[0-9a-f]{32}$/;

let turn: string | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Storage access can throw in sandboxed frames: then a reload starts a new turn.
  }
}

function storedTurn(): string | undefined {
  try {
    const stored = storage()?.getItem(PLAYER_TURN_KEY);
    return stored && TURN_FORMAT.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function newTurn(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The turn of the player on the device now: the one a reload kept, else a new one. */
export function currentPlayerTurn(): string {
  turn ??= storedTurn() ?? newTurn();
  return turn;
}

/** The turn to stamp an entry's state with, kept so a reload of this player's page reads that entry again. */
export function keepPlayerTurn(): string {
  const id = currentPlayerTurn();
  try {
    storage()?.setItem(PLAYER_TURN_KEY, id);
  } catch {
    // Quota or privacy mode: the entry's state simply will not count after a reload.
  }
  return id;
}

/** The player left the device (forgotten, or another logged in): no entry written before counts any more. */
export function endPlayerTurn(): void {
  turn = undefined;
  try {
    storage()?.removeItem(PLAYER_TURN_KEY);
  } catch {
    // Unusable storage holds no turn.
  }
  listeners.forEach((listener) => listener());
}

export function subscribePlayerTurn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
