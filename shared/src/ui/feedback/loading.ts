import { createTinyStore } from './tiny-store';

export interface LoadingState {
  /** Outstanding showLoading() calls; the overlay shows while > 0. */
  count: number;
  /** Mounted, visible LoadingOverlay instances (so a Suspense fallback knows whether to draw its own). */
  hosts: number;
}

export const loadingStore = createTinyStore<LoadingState>({ count: 0, hosts: 0 });

/** One overlay for the whole app (SPEC §9); calls are counted so nested work does not hide it early. */
export function showLoading(): void {
  loadingStore.set((s) => ({ ...s, count: s.count + 1 }));
}

export function hideLoading(): void {
  loadingStore.set((s) => (s.count === 0 ? s : { ...s, count: s.count - 1 }));
}

export function registerLoadingHost(): () => void {
  loadingStore.set((s) => ({ ...s, hosts: s.hosts + 1 }));
  return () => loadingStore.set((s) => ({ ...s, hosts: Math.max(0, s.hosts - 1) }));
}
