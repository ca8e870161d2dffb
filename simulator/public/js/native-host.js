// What the simulated game does when the page calls it: the answers a real SDK would give, in miniature, shaped by
// the SDK profile picked (sdk-profiles.js).
import { openableUrl } from './in-app-browser.js';
import { NATIVE_METHODS } from './sdk-profiles.js';

export { NATIVE_METHODS };

/** The provider payload a third-party SDK login would hand back for bindAccount. */
export function thirdPartyResult(authType, fail) {
  if (fail) return { error: 'cancelled' };
  return { authType, oauth_type: authType, access_token: `sim-${authType}-token`, third_id: `sim-${authType}-id` };
}

/** How the call log flags a page call: a method no SDK knows, or one this profile's SDK does not implement. */
export function callFlag(method, profile) {
  if (!NATIVE_METHODS.includes(method)) return 'unknown method';
  return profile.methods.includes(method) ? '' : 'unsupported by this SDK';
}

/**
 * @param {{ channel, log, picker, frame, browser: { open(url: string): void }, failThirdParty: () => boolean,
 *   profile: () => { profile: (typeof import('./sdk-profiles.js').SDK_PROFILES)[number], variant: string },
 *   injectFromPicker: (why: string, caller?: Window) => Promise<boolean>, offerLogin: (why: string, kind?: 'login' | 'switch') => void,
 *   announce: (text: string) => void }} deps
 */
export function createNativeHost(deps) {
  const { channel, log, picker, frame, browser, failThirdParty, injectFromPicker, offerLogin, announce } = deps;
  // Per launch of the simulated game: which player it holds (2 after Switch player) and, for a logged-out launch,
  // whether the player has logged in through the page's `login` since.
  const state = { player: 1, signedIn: false };

  function openUrl(payload) {
    const url = openableUrl(payload && typeof payload === 'object' ? payload.url : undefined);
    if (!url) {
      log.note('openUrl refused', 'The payload has no https: url; a real SDK opens nothing.', 'warn');
      return;
    }
    browser.open(url);
    log.note('external page opened', `In the in-app browser over the game: ${url}`);
    announce('External page opened');
  }

  /** `caller`: the window that called, when the profile answers it instead of the page (answers-caller). */
  function answerBindAccount(payload, caller) {
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
      channel.send('ucOnResult', args, caller);
      log.sent('ucOnResult', args);
      return;
    }
    const args = [callbackId, thirdPartyResult(authType, failThirdParty())];
    channel.send('ucOnResult', args, caller);
    log.sent('ucOnResult', args, failThirdParty() ? 'failed login' : '');
  }

  function closeView(title, detail) {
    log.note(title, detail);
    frame.close();
    announce('View closed');
  }

  /** logged-out profile: the page asked to log in, and this SDK logs the player in at once. */
  function logInNow() {
    state.signedIn = true;
    if (!picker.isLoggedIn()) picker.setLoggedIn(true);
    log.note('player logged in by native', 'The page called login; this SDK logs the player in and sends a valid ucOnLogin.');
    injectFromPicker('after login');
  }

  return {
    state,
    /** A fresh launch (profile changed): the first player again, not logged in through the page. */
    resetLaunch() {
      state.player = 1;
      state.signedIn = false;
    },
    /**
     * The player logs out in the game: native tells the page with ucOnLogout, and from now on answers init as a
     * logged-out SDK does (the logged-out profile: its empty session; others: nothing). False when no page is loaded.
     */
    gameLogout() {
      state.player = 1;
      state.signedIn = false;
      const { profile } = deps.profile();
      if (!profile.startsLoggedOut && picker.isLoggedIn()) picker.setLoggedIn(false);
      if (!channel.send('ucOnLogout', [])) {
        log.note('no page to send to', 'Load the user center first.', 'warn');
        return false;
      }
      log.sent('ucOnLogout', [], 'game logout');
      announce('Game logged out');
      return true;
    },
    /** Change Account in the game: the other player from now on (toggles back on a second press). */
    switchPlayer() {
      state.player = state.player === 1 ? 2 : 1;
      return injectFromPicker(state.player === 2 ? 'switch player (player 2)' : 'switch player (player 1)');
    },
    /** The page's answer to ucOnBack: false means native closes the view, as a real SDK does. */
    backResult(result) {
      if (result === true) log.note('ucOnBack answered true', 'The page handled back itself.');
      else if (frame.closed) log.note('ucOnBack answered false', 'The view is already closed.');
      else closeView('view closed: ucOnBack answered false', `The page did not handle back (result: ${JSON.stringify(result)}).`);
    },
    /** A page call; `caller`: the calling window when this profile answers it rather than the page (answers-caller). */
    handle(method, payload, caller) {
      const { profile, variant } = deps.profile();
      if (!profile.methods.includes(method)) {
        if (NATIVE_METHODS.includes(method)) {
          log.note(`${method} unsupported by this SDK`, `The ${profile.name} profile does not implement ${method}: nothing happens.`, 'warn');
        }
        return;
      }
      switch (method) {
        case 'init':
          if (!picker.isLoggedIn()) break;
          if (profile.startsLoggedOut && !state.signedIn && variant === 'no-answer') {
            log.note('init not answered', 'This SDK sends no ucOnLogin while the player is logged out.');
            break;
          }
          if (caller) injectFromPicker('init', caller); // answers-caller: the session goes back to whoever called
          else injectFromPicker('init');
          break;
        case 'bindAccount':
          if (!profile.answersBindAccount) {
            log.note('bindAccount not answered', 'This SDK never calls ucOnResult for bindAccount.', 'warn');
            break;
          }
          answerBindAccount(payload, caller);
          break;
        case 'exit':
          closeView('view closed by exit', 'The page asked native to close the web view. Use Reopen to load it again.');
          break;
        case 'openUrl':
          openUrl(payload);
          break;
        case 'logout':
          state.player = 1;
          state.signedIn = false;
          announce('Logged out');
          // A logged-out launch SDK goes back to answering init with its empty session; others send nothing.
          if (profile.startsLoggedOut) {
            log.note('session cleared: logged out', 'The next init gets the logged-out answer again.');
            break;
          }
          picker.setLoggedIn(false);
          log.note('session cleared: logged out', 'The next init will not inject a session.');
          break;
        case 'login':
          if (profile.startsLoggedOut) logInNow();
          else offerLogin('The page asked native to log in.');
          break;
        case 'switchAccount':
          if (profile.id === 'resend-login') offerLogin('The page asked native to switch account.', 'switch');
          else offerLogin('The page asked native to switch account.');
          break;
        default:
          break;
      }
    },
  };
}
