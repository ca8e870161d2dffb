// The cross-origin bridge: the page is in another origin, so both directions go through postMessage.

/**
 * @param {{ frame: { window: Window | null, origin: string },
 *   onCall: (method: string, payload: unknown, from: string | null, caller: Window | null) => void,
 *   onBackResult: (result: unknown) => void, onInvalid: (reason: string, data: unknown) => void,
 *   openToAll?: () => boolean, answersCaller?: () => boolean, onRefused?: (method: string, origin: string) => void }} deps
 *   openToAll: the open-bridge profile — any window's page call is taken (`from` = its origin) and answers go to
 *   whatever document the frame shows, as hosts built like the earlier reference hosts do.
 *   answersCaller: the answers-caller profile — any window's page call is taken, and `caller` is that window, so the
 *   answer can go back to it (`send`'s `to`), as an iOS host replying to whichever frame called does.
 */
export function createNativeChannel({
  frame, onCall, onBackResult, onInvalid, openToAll = () => false, answersCaller = () => false, onRefused = () => {},
}) {
  window.addEventListener('message', (event) => {
    const data = event.data;
    // Only the framed page's own top document may speak for it: not its sub-frames, not other windows.
    const fromPage = Boolean(frame.window) && event.source === frame.window && event.origin === frame.origin;
    if (!fromPage) {
      const pageCall = data && typeof data === 'object' && data.source === 'uc-page' && typeof data.method === 'string' && data.method !== '';
      if (!pageCall) return;
      if (!openToAll() && !answersCaller()) {
        onRefused(data.method, event.origin);
        return;
      }
      onCall(data.method, data.payload, event.origin, answersCaller() ? event.source : null);
      return;
    }
    if (!data || typeof data !== 'object' || data.source !== 'uc-page') return;
    // ucOnBack's return value cannot cross origins, so the page may post it back as its own message.
    if (data.callback === 'ucOnBack' && data.method === undefined) {
      onBackResult(data.result);
      return;
    }
    if (typeof data.method !== 'string' || data.method === '') {
      onInvalid('uc-page message without a method name', data);
      return;
    }
    onCall(data.method, data.payload, null, null);
  });

  return {
    /** Calls one of the page's native callbacks (ucOnLogin, ucOnLogout, ucOnResult, ucOnBack); `to`: another caller's window. */
    send(callback, args, to = null) {
      const message = { source: 'uc-native', callback, args };
      if (!to) return this.post(message);
      to.postMessage(message, '*'); // a sandboxed caller's origin is opaque: there is no name to target
      return true;
    },
    /** Posts any message, hostile ones included; false when there is no page to post to. */
    post(message) {
      if (!frame.window || !frame.origin) return false;
      frame.window.postMessage(message, openToAll() ? '*' : frame.origin);
      return true;
    },
  };
}
