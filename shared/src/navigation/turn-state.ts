// History state is the app's own hand-over between pages (a phone, an e-mail, an account, a proof), but an entry keeps
// it after the player left (security-2 N4). Flows stamp what they hand over with the player's turn; the shells drop an
// entry's state that carries another turn's stamp, or none, before any page reads it (WithoutUrlIdentifiers).
import { currentPlayerTurn, keepPlayerTurn } from '../session/player-turn';

const STAMP = 'ucTurn';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `state` as a flow hands it to the next page's entry: for the player on the device now, and only for them. */
export function turnState<T extends object>(state: T): T & { [STAMP]: string } {
  return { ...state, [STAMP]: keepPlayerTurn() };
}

/** Whether a page may read this entry's state: none at all, or stamped in the current player's turn. */
export function isThisTurnState(state: unknown, turn: string = currentPlayerTurn()): boolean {
  if (state === null || state === undefined) return true;
  return isRecord(state) && state[STAMP] === turn;
}
