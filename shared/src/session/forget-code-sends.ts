// Where the code sends are kept (code-send-times.ts), and their removal at logout: a file apart, as only this part is on
// home's path.
export const CODE_SEND_STORAGE_KEY = 'uc.codeSend';

/** Forgets every send (logout, Change Account): its keys are the player's phone numbers and e-mails. */
export function clearCodeSendTimes(): void {
  try {
    sessionStorage.removeItem(CODE_SEND_STORAGE_KEY);
  } catch {
    // Without storage nothing was kept.
  }
}
