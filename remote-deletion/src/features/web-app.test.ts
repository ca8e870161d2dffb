// Which game the public page serves and whether it can act on the web: the link's app (only a listed one), else the
// session's game, else the default; a key from the table, else the session's for that same game.
import { parseWebAccountConfig } from '@uc/shared';
import { resolveWebApp, type WebAppInput } from './web-app';

const config = parseWebAccountConfig({
  apps: { 'game-7': { name: 'Star Quest', publicKey: 'KEY7', channel: 'web' }, 'game-8': { name: 'Moon Race' } },
  defaultAppId: 'game-7',
});
const noSession = { appId: '', publicKey: '', channel: '' };
const input = (over: Partial<WebAppInput>): WebAppInput => ({ config, webAccount: true, queryApp: null, session: noSession, ...over });

test.each<[string, Partial<WebAppInput>, ReturnType<typeof resolveWebApp>]>([
  ['the default game', {}, { kind: 'web', name: 'Star Quest', app: { appId: 'game-7', publicKey: 'KEY7', channel: 'web' } }],
  ['the link\'s game, even without a key: in the game then', { queryApp: 'game-8' }, { kind: 'in-game', name: 'Moon Race' }],
  ['the link\'s game with the session of that game: its key and channel', { queryApp: 'game-8', session: { appId: 'game-8', publicKey: 'S8', channel: 'c8' } }, { kind: 'web', name: 'Moon Race', app: { appId: 'game-8', publicKey: 'S8', channel: 'c8' } }],
  ['the session\'s game when the link names none', { session: { appId: 'game-8', publicKey: 'S8', channel: '' } }, { kind: 'web', name: 'Moon Race', app: { appId: 'game-8', publicKey: 'S8', channel: '' } }],
  ['another game\'s session never lends its key', { queryApp: 'game-8', session: { appId: 'game-7', publicKey: 'S7', channel: '' } }, { kind: 'in-game', name: 'Moon Race' }],
  ['an unlisted link game: no name, never the default', { queryApp: 'game-9' }, { kind: 'in-game', name: '' }],
  ['a hostile app id', { queryApp: '../game-7' }, { kind: 'in-game', name: '' }],
  ['a prototype key', { queryApp: '__proto__' }, { kind: 'in-game', name: '' }],
  ['no webAccount: in the game, named', { webAccount: false }, { kind: 'in-game', name: 'Star Quest' }],
])('%s', (_case, over, expected) => {
  expect(resolveWebApp(input(over))).toEqual(expected);
});

test('no table at all: in the game, nameless', () => {
  expect(resolveWebApp(input({ config: parseWebAccountConfig(undefined) }))).toEqual({ kind: 'in-game', name: '' });
});
