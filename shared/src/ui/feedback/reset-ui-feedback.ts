import { cancelAllDialogs } from './confirm-dialog';
import { loadingStore } from './loading';
import { toastStore } from './toast';

/** Test helper: drops queued toasts, resets the loading count, cancels open dialogs. */
export function resetUiFeedback(): void {
  toastStore.set(() => []);
  loadingStore.set((s) => ({ ...s, count: 0 }));
  cancelAllDialogs();
}
