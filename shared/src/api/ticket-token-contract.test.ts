// The kernel's own provider call, the deployment's ticket token, sends exactly the contract's fields, in both modes.
import { getAppConfig } from '../config/app-config';
import { holdCallsToContract, injectedEndpoints } from '../testing/contract-fields';
import { deploymentTicketToken } from './ticket-token';

test('the kernel injects no endpoint of its own', () => {
  expect(injectedEndpoints()).toEqual([]);
});

holdCallsToContract([
  { id: 'ticket-token', via: 'deploymentTicketToken', method: 'POST', path: 'open/ticket/token', send: () => deploymentTicketToken(getAppConfig().ticketService.tokenUrl) },
]);
