// ucOnLogout, Change Account and the in-page logout: the player's token, ids and data leave memory and storage, and
// nothing of theirs comes back on a reload.
import { api } from '../api/api-slice';
import { readDraft, saveDraft } from '../drafts/form-drafts';
import { createAppStore } from '../store/store';
import { confirmDialog } from '../ui/feedback/confirm-dialog';
import { recordSend } from './code-send-times';
import { CODE_SEND_STORAGE_KEY } from './forget-code-sends';
import { forgetPlayer, playerEpoch } from './forget-player';
import { parseSessionPayload } from './host-session-payload';
import { persistSession, restoreSession, SESSION_STORAGE_KEY } from './session-persistence';
import { loggedIn, setBalance, setCountryCode, setUserExtra } from './session-slice';

const payload = () => {
  const r = parseSessionPayload({
    token: 'tok-1', open_id: 'open-1', user_id: 'u-1', mobile: '13800000000', nick_name: 'Ana', app_id: 'app-1',
    language: 'de_DE', login_types: 'Account', device_id: 'd-1',
  });
  if (r.kind !== 'session') throw new Error('fixture');
  return r.payload;
};

const probe = api.injectEndpoints({
  endpoints: (b) => ({ forgetPlayerProbe: b.query<string, string>({ queryFn: (openId) => ({ data: `bind info of ${openId}` }) }) }),
});

beforeEach(() => sessionStorage.clear());

it('drops token, ids, the player’s data, the API cache, drafts and code-send times; keeps the app’s own fields', async () => {
  const store = createAppStore();
  const stop = persistSession(store);
  store.dispatch(loggedIn(payload()));
  store.dispatch(setCountryCode('US'));
  store.dispatch(setBalance(12));
  store.dispatch(setUserExtra('{"vip":1}'));
  await store.dispatch(probe.endpoints.forgetPlayerProbe.initiate('open-1'));
  saveDraft('bindPhone', { phone: '13900000000' });
  recordSend('player@example.com', 'bindMail');
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  const epoch = playerEpoch();

  forgetPlayer(store.dispatch);

  const { session } = store.getState();
  expect(session.isLogin).toBe(false);
  expect(session.user).toEqual({ nikeName: '', roleId: '', roleName: '', token: '', openId: '', userId: '', mobile: '', csUserId: '' });
  expect(session).toMatchObject({ countryCode: '', balance: 0, userExtra: '' });
  expect(session.app).toMatchObject({ appId: 'app-1', locale: 'de-DE', deviceId: 'd-1' });
  expect(JSON.stringify(store.getState())).not.toMatch(/tok-1|open-1|u-1|13800000000|Ana/);
  expect(store.getState().api.queries).toEqual({});
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(CODE_SEND_STORAGE_KEY)).toBeNull();
  expect(readDraft('bindPhone')).toBeNull();
  expect(sessionStorage.length).toBe(0);
  expect(restoreSession()).toBeUndefined();
  expect(playerEpoch()).toBe(epoch + 1);
  stop();
});

it('a logged-out player’s drafts and code-send times go too (a guest’s ticket text is theirs)', () => {
  const store = createAppStore();
  const stop = persistSession(store);
  saveDraft('putQuestion', { email: 'guest@example.com', description: 'cannot log in' });
  recordSend('guest@example.com', 'ticket');
  forgetPlayer(store.dispatch);
  expect(sessionStorage.length).toBe(0);
  stop();
});

it('answers an open confirm dialog no: it was asked for the player who left', async () => {
  const answer = confirmDialog({ message: 'Unbind Facebook?' });
  forgetPlayer(createAppStore().dispatch);
  await expect(answer).resolves.toBe(false);
});

it('leaves storage that is not the player’s alone', () => {
  sessionStorage.setItem('other.app.key', 'kept');
  forgetPlayer(createAppStore().dispatch);
  expect(sessionStorage.getItem('other.app.key')).toBe('kept');
});
