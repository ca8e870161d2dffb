// State the app's flows put into history entries counts only in the player turn it was written in (security-2 N4): an
// entry behind the page keeps its state after ucOnLogout or another player's login, and the shells drop it there
// before any page reads it.
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { loggedInState } from '../testing/logged-in-state';
import { applyLoginPayload } from '../session/apply-login-payload';
import { forgetPlayer } from '../session/forget-player';
import { isThisTurnState, turnState } from './turn-state';
import { WithoutUrlIdentifiers } from './without-url-identifiers';

const RECOVERY = { recovery: { username: 'ana', mobile: '13800000000', mail: 'ana@example.com', country: 'CN' } };

function Where() {
  return <p data-testid="where">{JSON.stringify(useLocation().state ?? null)}</p>;
}

function renderAt(routeState: unknown) {
  return renderWithProviders(
    <WithoutUrlIdentifiers>
      <Where />
    </WithoutUrlIdentifiers>,
    { path: '/verifyaccount', route: '/verifyaccount?operation=forgotPassword', routeState, preloadedState: loggedInState() },
  );
}

const shown = async () => JSON.parse((await screen.findByTestId('where')).textContent ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

it('state a flow stamped in this turn reaches the page as it was written', async () => {
  const state = turnState(RECOVERY);
  expect(isThisTurnState(state)).toBe(true);
  renderAt(state);
  expect(await shown()).toEqual(state);
});

it('after ucOnLogout the entry holds nothing of the player: the page reads no state', async () => {
  const { store } = renderAt(turnState(RECOVERY));
  expect(await shown()).toMatchObject(RECOVERY);
  act(() => forgetPlayer(store.dispatch));
  expect(await shown()).toBeNull();
  expect(document.body.textContent).not.toContain('13800000000');
});

it('another player logs in: state written for the last one is not read', async () => {
  const { store } = renderAt(turnState(RECOVERY));
  expect(await shown()).toMatchObject(RECOVERY);
  act(() => {
    applyLoginPayload(store, { token: 'tok-3', open_id: 'open-3', user_id: 'u-3', nick_name: 'Bo', language: 'en_US' });
  });
  expect(await shown()).toBeNull();
});

it.each([
  ['no stamp (written by no flow of this page)', RECOVERY],
  ['another turn’s stamp', { ...RECOVERY, ucTurn: 'a-turn-that-ended' }],
  ['a stamp that is not text', { ...RECOVERY, ucTurn: ['x'] }],
])('state with %s is not read', async (_name, state) => {
  expect(isThisTurnState(state)).toBe(false);
  renderAt(state);
  expect(await shown()).toBeNull();
});

it('an entry with no state is left as it is', async () => {
  expect(isThisTurnState(null)).toBe(true);
  renderAt(undefined);
  expect(await shown()).toBeNull();
});
