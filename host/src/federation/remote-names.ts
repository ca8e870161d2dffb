// Federation container names of the remotes (build-config/federation.js APPS): the host knows them, not their URLs.
import type { RemoteName } from '@uc/shared';

export const REMOTE_CONTAINERS: Readonly<Record<RemoteName, string>> = Object.freeze({
  account: 'uc_account',
  messages: 'uc_messages',
  support: 'uc_support',
  deletion: 'uc_deletion',
});

export const REMOTE_NAMES = Object.keys(REMOTE_CONTAINERS) as RemoteName[];

/** 'uc_account' or 'uc_account/BindPhone' → 'account'; unknown containers give undefined. */
export function remoteOfContainer(idOrName: string): RemoteName | undefined {
  const container = idOrName.split('/')[0];
  return REMOTE_NAMES.find((r) => REMOTE_CONTAINERS[r] === container);
}
