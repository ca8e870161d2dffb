// A shell keys its pages on this, so a forgotten player's typed text and page state go with them.
import { useSyncExternalStore } from 'react';
import { playerEpoch, subscribePlayerEpoch } from './forget-player';

export function usePlayerEpoch(): number {
  return useSyncExternalStore(subscribePlayerEpoch, playerEpoch, playerEpoch);
}
