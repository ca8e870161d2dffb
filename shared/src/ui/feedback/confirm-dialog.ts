import { createTinyStore } from './tiny-store';

export interface ConfirmDialogOptions {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
}

export interface DialogRequest extends ConfirmDialogOptions {
  id: number;
  resolve(confirmed: boolean): void;
}

// Dialogs queue: one shows at a time, the next opens when it closes.
export const dialogStore = createTinyStore<readonly DialogRequest[]>([]);
let nextId = 1;

/** Our own confirm dialog (never the browser's built-in one); resolves true on confirm, false on cancel, Escape or back. */
export function confirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    dialogStore.set((list) => [...list, { ...options, id: nextId++, resolve }]);
  });
}

/** Cancels every open or queued dialog (the session ended: a question asked for the last player is not the next one's). */
export function cancelAllDialogs(): void {
  const pending = dialogStore.get();
  dialogStore.set(() => []);
  pending.forEach((d) => d.resolve(false));
}

export function settleDialog(id: number, confirmed: boolean): void {
  const request = dialogStore.get().find((d) => d.id === id);
  if (!request) return;
  dialogStore.set((list) => list.filter((d) => d.id !== id));
  request.resolve(confirmed);
}
