// A ticket-service token from the deployment's own endpoint (app-config ticketService.tokenUrl). The server decides
// whom it files for: the checked player's support customer or a guest customer of its own, and may name that
// customer (customerId), so the page never says who it is (docs/provider.md "Ticket identity").
import { ApiError, commonText } from './api-error';
import { deploymentEndpoint } from './deployment-endpoint';

export interface DeploymentTicketToken {
  token: string;
  /** The support customer the server bound the token to; '' when the endpoint names none (the page saves the user). */
  customerId: string;
}

// A customer id of a sane shape, or none: it goes back to the ticket service as the ticket's userid.
const CUSTOMER_ID = /^[\w.:-]{1,64}$/;

/** POST tokenUrl → {status:'ok', token, customerId?}: the token, or an ApiError that says why. */
export async function deploymentTicketToken(tokenUrl: string): Promise<DeploymentTicketToken> {
  const body = await deploymentEndpoint<{ token?: unknown; customerId?: unknown }>(tokenUrl, 'ticket-token');
  if (typeof body.token !== 'string' || !body.token) throw new ApiError('parse', 'parse', commonText('error.system'));
  const customer = typeof body.customerId === 'number' ? String(body.customerId) : body.customerId;
  return { token: body.token, customerId: typeof customer === 'string' && CUSTOMER_ID.test(customer) ? customer : '' };
}
