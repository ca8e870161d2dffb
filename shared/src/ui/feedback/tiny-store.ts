import { useSyncExternalStore } from 'react';

// A minimal external store, so toast()/showLoading()/confirmDialog() work from any code, even before UiRoot mounts.
export interface TinyStore<S> {
  get(): S;
  set(next: (current: S) => S): void;
  subscribe(listener: () => void): () => void;
}

export function createTinyStore<S>(initial: S): TinyStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const updated = next(state);
      if (Object.is(updated, state)) return;
      state = updated;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useTinyStore<S>(store: TinyStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
