// Where the public page cannot act on the web (no webAccount, a game the deployment does not list, no key) it says how
// to delete in the game, step by step, what deleting means, and where support is; opened inside the game for the same
// game it uses the session's key, yet its calls carry no open_id and no token.
import { fireEvent, screen } from '@testing-library/react';
import { loggedInState } from '@uc/shared/src/testing';
import { ALL, calls, deploy, GAME, openPage, resetPage, standIn } from './account-deletion-kit';

let provider: ReturnType<typeof standIn>;
beforeEach(resetPage);
afterEach(() => {
  provider?.restore();
  resetPage();
});

async function expectInGameSteps(heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(steps).toEqual([
    'Open the game and log in to the account you want to delete.',
    'Open the User Center from the game\'s menu.',
    'Tap “Delete account”.',
    'Read the notice, tick “I understand and agree” and tap “Apply for deletion”.',
  ]);
  expect(screen.getByRole('heading', { name: 'Before you delete' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
  expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customerservice');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
}

test('without webAccount: the in-game steps for the named game, support, and no provider call', async () => {
  deploy(['proof']);
  provider = standIn();
  openPage('/accountdeletion?app=game-7');
  await expectInGameSteps('Delete your Star Quest account in the game');
  expect(provider.requests).toHaveLength(0);
});

test('the support link leads to the support page', async () => {
  deploy([]);
  provider = standIn();
  openPage();
  fireEvent.click(await screen.findByRole('link', { name: 'Customer Service' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/customerservice');
});

test.each([
  ['a game the deployment does not list', '/accountdeletion?app=other-game'],
  ['an app id no link could carry', '/accountdeletion?app=%3Cscript%3E'],
])('%s: the in-game steps, naming no game', async (_case, route) => {
  deploy();
  provider = standIn();
  openPage(route);
  await expectInGameSteps('Delete your account in the game');
  expect(provider.requests).toHaveLength(0);
});

test('a listed game without a key, opened in a plain browser: the in-game steps', async () => {
  deploy(ALL, { 'game-7': { ...GAME, publicKey: '' } });
  provider = standIn();
  openPage();
  await expectInGameSteps('Delete your Star Quest account in the game');
});

test('inside the game for the same game: the session\'s key, and still no open_id or token in any call', async () => {
  deploy(ALL, { 'game-7': { ...GAME, publicKey: '' } });
  provider = standIn();
  openPage('/accountdeletion', loggedInState({ app: { appId: 'game-7', channel: 'ch-game' } }).session);
  fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: '13812345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: "Confirm it's you" });
  const [lookup] = calls(provider, 'GET open/oauth/forget');
  expect(lookup.payload).toMatchObject({ grant_app: 'game-7', channel: 'web-ch', open_id: '', username: '13812345678' });
  expect(lookup.payload).not.toHaveProperty('token');
});
