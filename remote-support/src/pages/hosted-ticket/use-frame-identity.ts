// Who the ticket provider's frame is told it talks to (docs/provider.md "Ticket identity"): with the deployment's
// signer (ticketService.frameIdentityUrl) a logged-in player's identity is signed by the server, and nothing the page
// wrote itself goes along; without one, SPEC §2's plain role parameters, which the provider cannot verify.
import { useEffect, useState } from 'react';
import { getAppConfig, selectSession, useAppSelector } from '@uc/shared';
import { deploymentFrameIdentity } from '@uc/shared/hosted';

export type FrameIdentity =
  | { kind: 'waiting' }
  | { kind: 'plain' } // SPEC §2: partnerId + params from the session's role
  | { kind: 'signed'; params: Record<string, string> } // the server's answer, as it is
  | { kind: 'none' }; // a signer is configured but gave nothing (logged out, refused, down): no identity at all

const PLAIN: FrameIdentity = { kind: 'plain' };
const NONE: FrameIdentity = { kind: 'none' };
const WAITING: FrameIdentity = { kind: 'waiting' };

export function useFrameIdentity(): FrameIdentity {
  const { isLogin, user } = useAppSelector(selectSession);
  const { roleId, roleName, token } = user;
  const url = getAppConfig().ticketService.frameIdentityUrl;
  const signs = Boolean(url) && isLogin;
  const [signed, setSigned] = useState<{ token: string; identity: FrameIdentity } | null>(null);

  useEffect(() => {
    if (!signs) return undefined;
    let current = true; // an answer for a player who has gone (logout, switch) changes nothing
    deploymentFrameIdentity(url, { roleId, roleName }).then(
      (params) => current && setSigned({ token, identity: Object.keys(params).length ? { kind: 'signed', params } : NONE }),
      () => current && setSigned({ token, identity: NONE }),
    );
    return () => {
      current = false;
    };
  }, [signs, url, roleId, roleName, token]);

  if (!url) return PLAIN;
  if (!isLogin) return NONE;
  return signed && signed.token === token ? signed.identity : WAITING;
}
