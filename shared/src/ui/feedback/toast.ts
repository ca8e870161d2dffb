import { createTinyStore } from './tiny-store';

export interface ToastItem {
  id: number;
  text: string;
  durationMs: number;
}

// More than three stacked toasts is noise; the oldest give way.
const MAX_VISIBLE = 3;
export const toastStore = createTinyStore<readonly ToastItem[]>([]);
let nextId = 1;

/** Shows a short message in the polite live region; queued until UiRoot mounts. */
export function toast(text: string, durationMs = 2000): void {
  if (!text) return;
  const item: ToastItem = { id: nextId++, text, durationMs };
  // The same text twice in a row restarts it instead of stacking duplicates.
  toastStore.set((list) => [...list.filter((t) => t.text !== text), item].slice(-MAX_VISIBLE));
}

export function dismissToast(id: number): void {
  toastStore.set((list) => (list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list));
}
