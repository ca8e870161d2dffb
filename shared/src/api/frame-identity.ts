// The hosted ticket frame's signed identity from the deployment's endpoint (app-config ticketService.frameIdentityUrl):
// the server checks the session and signs who the ticket provider is talking to; the page only carries the answer's
// parameters into the frame address (docs/provider.md "Ticket identity").
import { deploymentEndpoint } from './deployment-endpoint';

// What may go into the provider's address: a few flat, plain parameters of a bounded size, nothing else.
const PARAM_NAME = /^[A-Za-z][\w.-]{0,31}$/;
const MAX_PARAMS = 8;
const MAX_VALUE_LENGTH = 2048;

function frameParams(raw: unknown): Record<string, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const entries = Object.entries(raw).filter(
    ([name, value]) => PARAM_NAME.test(name) && typeof value === 'string' && value.length <= MAX_VALUE_LENGTH,
  );
  return entries.length > 0 && entries.length <= MAX_PARAMS ? Object.fromEntries(entries) : {};
}

/** POST frameIdentityUrl with the role → the signed parameters ({} when the answer has none usable). */
export async function deploymentFrameIdentity(url: string, role: { roleId: string; roleName: string }): Promise<Record<string, string>> {
  const body = await deploymentEndpoint<{ params?: unknown }>(url, 'frame-identity', { role_id: role.roleId, role_name: role.roleName });
  return frameParams(body.params);
}
