// The shells re-read history state against it (turn-state.ts) when the player leaves or another logs in.
import { useSyncExternalStore } from 'react';
import { currentPlayerTurn, subscribePlayerTurn } from './player-turn';

export function usePlayerTurn(): string {
  return useSyncExternalStore(subscribePlayerTurn, currentPlayerTurn, currentPlayerTurn);
}
