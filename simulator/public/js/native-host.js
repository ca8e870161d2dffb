// What the simulated game does when the page calls it: the answers a real SDK would give, in miniature.
import { openableUrl } from './in-app-browser.js';

export const NATIVE_METHODS = [
  'init', 'login', 'logout', 'switchAccount', 'bindMobile', 'bindAccount', 'modifyMobile', 'modifyMail',
  'unbindOther', 'bindResult', 'report', 'real', 'exit', 'loginCustomerService', 'openCustomerService',
  'loginGameCustomerService', 'openWallet', 'openUrl',
];

/** The provider payload a third-party SDK login would hand back for bindAccount. */
export function thirdPartyResult(authType, fail) {
  if (fail) return { error: 'cancelled' };
  return { authType, oauth_type: authType, access_token: `sim-${authType}-token`, third_id: `sim-${authType}-id` };
}

/**
 * @param {{ channel, log, picker, frame, browser: { open(url: string): void }, failThirdParty: () => boolean,
 *   injectFromPicker: (why: string) => Promise<boolean>, offerLogin: (why: string) => void, announce: (text: string) => void }} deps
 */
export function createNativeHost(deps) {
  const { channel, log, picker, frame, browser, failThirdParty, injectFromPicker, offerLogin, announce } = deps;

  function openUrl(payload) {
    const url = openableUrl(payload && typeof payload === 'object' ? payload.url : undefined);
    if (!url) {
      log.note('openUrl refused', 'The payload has no http(s) url; a real SDK opens nothing.', 'warn');
      return;
    }
    browser.open(url);
    log.note('external page opened', `In the in-app browser over the game: ${url}`);
    announce('External page opened');
  }

  function answerBindAccount(payload) {
    const ok = payload && typeof payload === 'object';
    const callbackId = ok ? payload.callbackId : undefined;
    const authType = ok ? payload.authType : undefined;
    if (!(typeof callbackId === 'string' && callbackId !== '') && !Number.isFinite(callbackId)) {
      log.note('bindAccount not answered', 'The payload has no callbackId (a non-empty string or a number).', 'warn');
      return;
    }
    if (typeof authType !== 'string' || authType === '') {
      log.note('bindAccount has no authType', 'Answering anyway, as a real SDK would fail: { error: "cancelled" }.', 'warn');
      const args = [callbackId, thirdPartyResult('', true)];
      channel.send('ucOnResult', args);
      log.sent('ucOnResult', args);
      return;
    }
    const args = [callbackId, thirdPartyResult(authType, failThirdParty())];
    channel.send('ucOnResult', args);
    log.sent('ucOnResult', args, failThirdParty() ? 'failed login' : '');
  }

  function closeView(title, detail) {
    log.note(title, detail);
    frame.close();
    announce('View closed');
  }

  return {
    /** The page's answer to ucOnBack: false means native closes the view, as a real SDK does. */
    backResult(result) {
      if (result === true) log.note('ucOnBack answered true', 'The page handled back itself.');
      else if (frame.closed) log.note('ucOnBack answered false', 'The view is already closed.');
      else closeView('view closed: ucOnBack answered false', `The page did not handle back (result: ${JSON.stringify(result)}).`);
    },
    handle(method, payload) {
      switch (method) {
        case 'init':
          if (picker.isLoggedIn()) injectFromPicker('init');
          break;
        case 'bindAccount':
          answerBindAccount(payload);
          break;
        case 'exit':
          closeView('view closed by exit', 'The page asked native to close the web view. Use Reopen to load it again.');
          break;
        case 'openUrl':
          openUrl(payload);
          break;
        case 'logout':
          picker.setLoggedIn(false);
          log.note('session cleared: logged out', 'The next init will not inject a session.');
          announce('Logged out');
          break;
        case 'login':
          offerLogin('The page asked native to log in.');
          break;
        case 'switchAccount':
          offerLogin('The page asked native to switch account.');
          break;
        default:
          break;
      }
    },
  };
}
