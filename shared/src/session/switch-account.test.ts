// Change Account: the page forgets the player before native hears of it, so nothing of theirs is left while the SDK's
// login page is up (or if the player never comes back).
import { saveDraft } from '../drafts/form-drafts';
import { createAppStore } from '../store/store';
import { recordSend } from './code-send-times';
import { parseSessionPayload } from './host-session-payload';
import { persistSession } from './session-persistence';
import { loggedIn } from './session-slice';
import { switchAccount } from './switch-account';

it('clears the session, drafts and code-send times, then sends switchAccount', () => {
  sessionStorage.clear();
  const store = createAppStore();
  const stop = persistSession(store);
  const r = parseSessionPayload({ token: 't', open_id: 'o', app_id: 'a' });
  if (r.kind !== 'session') throw new Error('fixture');
  store.dispatch(loggedIn(r.payload));
  saveDraft('bindMail', { mail: 'a@b.c' });
  recordSend('a@b.c', 'bindMail');
  const seen: Array<{ method: string; storage: number; isLogin: boolean }> = [];
  const listener = (e: Event) =>
    seen.push({ method: (e as CustomEvent<{ method: string }>).detail.method, storage: sessionStorage.length, isLogin: store.getState().session.isLogin });
  window.addEventListener('uc-native', listener);
  switchAccount(store.dispatch);
  window.removeEventListener('uc-native', listener);
  expect(seen).toEqual([{ method: 'switchAccount', storage: 0, isLogin: false }]);
  stop();
});
