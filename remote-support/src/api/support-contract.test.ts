// The support remote's calls send exactly the contract's fields (provider-check/contract), in both modes: the provider's
// FAQ, legal texts and config, the deployment's ticket token, and the ticket service's token, upload, user and ticket.
import { DEFAULT_APP_CONFIG, setAppConfig } from '@uc/shared';
import type { MockedRequest } from '@uc/shared/src/testing';
import { holdCallsToContract, injectedEndpoints, type ContractCase } from '@uc/shared/src/testing/contract-fields';
import { buildTicketPayload } from '../pages/put-question/ticket-payload';
import { emptyTicketForm } from '../pages/put-question/ticket-form';
import { faqDetailsApi } from './get-faq-details';
import { faqTypesApi } from './get-faq-types';
import { legalTextsApi } from './get-legal-texts';
import { ticketUrlApi } from './get-ticket-url';
import { obtainTicketToken, saveTicket, saveTicketUser, uploadTicketImage } from './ticket-service-calls';

const jsonBody = (r: MockedRequest) => JSON.parse(String(r.data)) as Record<string, unknown>;
const formFields = (r: MockedRequest) => Object.fromEntries([...(r.data as FormData).keys()].map((k) => [k, 'sent']));
const ticketForm = { ...emptyTicketForm(), email: 'p@example.com', deviceModel: 'Pixel', systemVersion: '14', description: 'Cannot log in' };

/** The page signs the ticket service's token call itself only without ticketService.tokenUrl. */
function signingLocally(): void {
  setAppConfig({ ...DEFAULT_APP_CONFIG, ticketService: { ...DEFAULT_APP_CONFIG.ticketService, tokenUrl: '', appKey: 'k' } });
}

const CASES: ContractCase[] = [
  { id: 'faq-types', via: 'getFaqTypes', method: 'GET', path: 'open/sdk/faqType', send: (s) => s.dispatch(faqTypesApi.endpoints.getFaqTypes.initiate({ language: 'en-US' })) },
  { id: 'faq-details', via: 'getFaqDetails', method: 'GET', path: 'open/sdk/faq', send: (s) => s.dispatch(faqDetailsApi.endpoints.getFaqDetails.initiate({ typeId: '1', language: 'en-US' })) },
  { id: 'contract', via: 'getContract', method: 'GET', path: 'open/sdk/contract', send: (s) => s.dispatch(legalTextsApi.endpoints.getContract.initiate({ language: 'en-US' })) },
  { id: 'privacy', via: 'getPrivacy', method: 'GET', path: 'open/sdk/privacy', send: (s) => s.dispatch(legalTextsApi.endpoints.getPrivacy.initiate({ language: 'en-US' })) },
  { id: 'config', via: 'getTicketUrl', method: 'GET', path: 'open/sdk/config', send: (s) => s.dispatch(ticketUrlApi.endpoints.getTicketUrl.initiate('app-1')) },
  { id: 'ticket-token', via: 'obtainTicketToken (tokenUrl)', method: 'POST', path: 'open/ticket/token', send: () => obtainTicketToken() },
  {
    id: 'ticket-service-token', via: 'obtainTicketToken (appKey)', method: 'GET', path: 'token',
    send: () => { signingLocally(); return obtainTicketToken(); },
  },
  { id: 'ticket-upload', via: 'uploadTicketImage', method: 'POST', path: 'upload', send: () => uploadTicketImage(new Blob(['png']), 't'), sent: formFields },
  { id: 'ticket-save-user', via: 'saveTicketUser', method: 'POST', path: 'save-user', send: () => saveTicketUser({ nick: 'Tester', partnerId: 'u-1' }, 't'), sent: jsonBody },
  {
    id: 'ticket-save-ticket', via: 'saveTicket', method: 'POST', path: 'save-ticket', sent: jsonBody,
    send: () => saveTicket(buildTicketPayload(ticketForm, { companyId: '1', userId: 'cs-1', title: 'Account problem', imageUrls: [] }), 't'),
  },
];

test('every endpoint of src/api is held to the contract', () => {
  expect(injectedEndpoints()).toEqual(CASES.filter((c) => /^get/.test(c.via)).map((c) => c.via).sort());
});

holdCallsToContract(CASES);
