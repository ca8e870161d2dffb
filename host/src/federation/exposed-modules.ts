// What each remote actually exposes, read by the type checker from the remotes' own `exposes.js` (the file their
// webpack build feeds to Module Federation): a route naming a page its remote does not expose fails `npm run
// typecheck`, not production. Works offline (no type download from a running remote); needs `allowJs`.
import type { RemoteName } from '@uc/shared';
import type { exposes as accountExposes } from '../../../remote-account/exposes.js';
import type { exposes as messagesExposes } from '../../../remote-messages/exposes.js';
import type { exposes as supportExposes } from '../../../remote-support/exposes.js';
import type { exposes as deletionExposes } from '../../../remote-deletion/exposes.js';

export interface RemoteExposes {
  account: keyof typeof accountExposes;
  messages: keyof typeof messagesExposes;
  support: keyof typeof supportExposes;
  deletion: keyof typeof deletionExposes;
}

/** An exposed module name ('./BindPhone') of remote R. */
export type ExposedModule<R extends RemoteName> = Extract<RemoteExposes[R], string>;
