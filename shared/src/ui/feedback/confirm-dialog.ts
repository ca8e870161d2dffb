import { createTinyStore } from './tiny-store';

export interface ConfirmDialogOptions {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
}

export interface DialogRequest extends ConfirmDialogOptions {
  id: number;
  /** An address dialog (showAddressDialog): the address to show and copy instead of a confirm button. */
  address?: string;
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

/**
 * Shows a web address the player can copy (read-only field, Copy, Close): how a view that must not leave the user
 * center hands a link over. Queued with the confirm dialogs; resolves true once copied, false on Close, Escape or back.
 */
export function showAddressDialog(address: string, options: Pick<ConfirmDialogOptions, 'title' | 'message'>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    dialogStore.set((list) => [...list, { ...options, address, id: nextId++, resolve }]);
  });
}

export function settleDialog(id: number, confirmed: boolean): void {
  const request = dialogStore.get().find((d) => d.id === id);
  if (!request) return;
  dialogStore.set((list) => list.filter((d) => d.id !== id));
  request.resolve(confirmed);
}
