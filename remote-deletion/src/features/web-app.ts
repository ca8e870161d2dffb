// Which game the public page (#/accountdeletion) is for, and whether it can act on the web: ARCHITECTURE.md §8
// webAccount listed, the app id (?app=, checked against app-config.json's webAccount table, else the session's game,
// else the table's default) known, and a public key for it (the table's, else the session's for the same game).
import { APP_ID_PATTERN, type ProviderApp, type SessionApp, type WebAccountConfig } from '@uc/shared';

export type WebAppTarget =
  /** The page can act: the game's name and what its calls are encrypted and sent with. */
  | { kind: 'web'; name: string; app: ProviderApp }
  /** It cannot (no webAccount, an unknown game, no key): the page says how to delete in the game. */
  | { kind: 'in-game'; name: string };

export interface WebAppInput {
  config: WebAccountConfig;
  webAccount: boolean;
  /** The `app` query parameter as it came ('' or null when absent). */
  queryApp: string | null;
  /** The session's app fields (logged in or not: a logged-out payload carries them too). */
  session: Pick<SessionApp, 'appId' | 'publicKey' | 'channel'>;
}

const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

function appIdOf({ config, queryApp, session }: WebAppInput): string {
  // a link that names a game is taken at its word: another game's page never stands in for it
  if (queryApp) return APP_ID_PATTERN.test(queryApp) && has(config.apps, queryApp) ? queryApp : '';
  if (session.appId && has(config.apps, session.appId)) return session.appId;
  return config.defaultAppId;
}

export function resolveWebApp(input: WebAppInput): WebAppTarget {
  const appId = appIdOf(input);
  const entry = appId ? input.config.apps[appId] : undefined;
  const name = entry?.name ?? '';
  if (!input.webAccount || !entry) return { kind: 'in-game', name };
  const sameGame = input.session.appId === appId;
  const publicKey = entry.publicKey || (sameGame ? input.session.publicKey : '');
  if (!publicKey) return { kind: 'in-game', name };
  return { kind: 'web', name, app: { appId, publicKey, channel: entry.channel || (sameGame ? input.session.channel : '') } };
}
