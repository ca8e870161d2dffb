// Drafts belong to the player who typed them: the persisted session drops them on logout and on another account,
// and keeps them across a second login of the same player (native repeats ucOnLogin after a reload).
import { configureStore } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, sessionSlice } from '../session/session-slice';
import { persistSession } from '../session/session-persistence';
import { parseSessionPayload } from '../session/host-session-payload';
import { readDraft, saveDraft } from './form-drafts';

const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });
const payload = (openId: string) => {
  const r = parseSessionPayload({ token: 't', open_id: openId, app_id: 'a', language: 'en', login_types: 'Account' });
  if (r.kind !== 'session') throw new Error('fixture');
  return r.payload;
};

beforeEach(() => sessionStorage.clear());

it('a logout clears every draft', () => {
  const store = makeStore();
  const stop = persistSession(store);
  store.dispatch(loggedIn(payload('o1')));
  saveDraft('putQuestion', { description: 'help' });
  saveDraft('bindMail', { mail: 'a@b.c' });
  store.dispatch(loggedOut());
  expect(readDraft('putQuestion')).toBeNull();
  expect(readDraft('bindMail')).toBeNull();
  stop();
});

it('the same player logging in again keeps the draft; another account does not', () => {
  const store = makeStore();
  const stop = persistSession(store);
  store.dispatch(loggedIn(payload('o1')));
  saveDraft('putQuestion', { description: 'help' });
  store.dispatch(loggedIn(payload('o1')));
  expect(readDraft('putQuestion')).toEqual({ description: 'help' });
  store.dispatch(loggedIn(payload('o2')));
  expect(readDraft('putQuestion')).toBeNull();
  stop();
});

it('a logged-out player’s draft survives starting up and logging in', () => {
  saveDraft('putQuestion', { description: 'cannot log in' });
  const store = makeStore();
  const stop = persistSession(store);
  store.dispatch(loggedIn(payload('o1')));
  expect(readDraft('putQuestion')).toEqual({ description: 'cannot log in' });
  stop();
});
