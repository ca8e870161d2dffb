// The turn history state is stamped with (security-2 N4): the same through a reload of the page, a new one once the
// player is forgotten or another player logs in, and nothing in storage that outlives the player.
import { createAppStore } from '../store/store';
import { applyLoginPayload } from './apply-login-payload';
import { forgetPlayer } from './forget-player';
import { currentPlayerTurn, keepPlayerTurn, PLAYER_TURN_KEY } from './player-turn';

const LOGIN = {
  token: 'tok-1', open_id: 'open-1', user_id: 'u-1', mobile: '', nick_name: 'Ana', app_id: 'app-1', language: 'en_US',
  login_types: 'Account', device_id: 'd-1',
};

/** The module as a reloaded page loads it, reading sessionStorage afresh. */
function turnAfterReload(): string {
  let turn = '';
  jest.isolateModules(() => {
    turn = (jest.requireActual('./player-turn') as typeof import('./player-turn')).currentPlayerTurn();
  });
  return turn;
}

beforeEach(() => {
  forgetPlayer(createAppStore().dispatch);
  sessionStorage.clear();
});

it('is stored only once an entry carries it, and a reload of the page reads the same turn back', () => {
  const turn = currentPlayerTurn();
  expect(sessionStorage.getItem(PLAYER_TURN_KEY)).toBeNull();
  expect(turnAfterReload()).not.toBe(turn); // nothing stamped yet: a reload may start another
  expect(keepPlayerTurn()).toBe(turn);
  expect(sessionStorage.getItem(PLAYER_TURN_KEY)).toBe(turn);
  expect(turnAfterReload()).toBe(turn);
});

it('ends when the player is forgotten, a guest too: a new turn, and nothing of the old one in storage or after a reload', () => {
  const store = createAppStore();
  const before = keepPlayerTurn();
  forgetPlayer(store.dispatch);
  expect(sessionStorage.getItem(PLAYER_TURN_KEY)).toBeNull();
  expect(currentPlayerTurn()).not.toBe(before);
  expect(turnAfterReload()).not.toBe(before);
});

it('ends when another player logs in (or a guest logs in); the same player’s payload again keeps it', () => {
  const store = createAppStore();
  const guest = keepPlayerTurn();
  applyLoginPayload(store, LOGIN);
  const ana = keepPlayerTurn();
  expect(ana).not.toBe(guest);
  applyLoginPayload(store, { ...LOGIN, token: 'tok-2' }); // native answers init again after a reload
  expect(currentPlayerTurn()).toBe(ana);
  applyLoginPayload(store, { ...LOGIN, token: 'tok-3', open_id: 'open-3', nick_name: 'Bo' });
  expect(currentPlayerTurn()).not.toBe(ana);
  expect(sessionStorage.getItem(PLAYER_TURN_KEY)).toBeNull();
});

it('a logged-out payload leaves the turn as it is (nobody new is on the device)', () => {
  const store = createAppStore();
  const guest = keepPlayerTurn();
  applyLoginPayload(store, { ...LOGIN, token: '', open_id: '' });
  expect(currentPlayerTurn()).toBe(guest);
});
