// The ticket support service (SPEC §7): obtain a token (from the deployment's endpoint, or signed here), upload an image, save the user, save the ticket.
// Paths are relative to app-config.json's ticketApiBase; every answer is { ret_code: '000000', item }.
import { ApiError, commonText, getAppConfig } from '@uc/shared';
import {
  deploymentTicketToken, ticketServiceRequest, ticketServiceUpload, type DeploymentTicketToken,
} from '@uc/shared/hosted';
import { ticketSignature } from './ticket-signature';

interface ItemBody {
  item?: Record<string, unknown>;
}

// A success without the field we need is as useless as a failure: say 'System error' rather than go on with ''.
function itemText(body: ItemBody, field: string): string {
  const value = body?.item?.[field];
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  throw new ApiError('parse', 'parse', commonText('error.system'));
}

/**
 * A fresh token per submission (tokens are kept in memory only): from the deployment's endpoint when app-config names
 * one (ticketService.tokenUrl; the app key is then never read; the server may name the customer it bound the token
 * to), else GET token?appId&createTime&sign signed here with the app key — which is then public, so anyone can mint
 * tokens (docs/configuration.md "Ticket tokens"), and the page names the customer itself.
 */
export async function obtainTicketToken(now: number = Date.now()): Promise<DeploymentTicketToken> {
  const { tokenUrl } = getAppConfig().ticketService;
  if (tokenUrl) return deploymentTicketToken(tokenUrl);
  const { appId, appKey } = getAppConfig().ticketService;
  if (!appKey) throw new ApiError('parse', 'appKey', commonText('error.system'));
  const createTime = String(now);
  const body = await ticketServiceRequest<ItemBody>({
    method: 'GET',
    path: 'token',
    params: { appId, createTime, sign: ticketSignature(appId, createTime, appKey) },
  });
  return { token: itemText(body, 'token'), customerId: '' };
}

/** POST upload (multipart: file + the fixed numeric key) → the image's address. */
export async function uploadTicketImage(file: Blob, token: string): Promise<string> {
  return itemText(await ticketServiceUpload<ItemBody>('upload', file, token), 'url');
}

/** POST save-user {nick, partnerId} → the customer-service user id. */
export async function saveTicketUser(user: { nick: string; partnerId: string }, token: string): Promise<string> {
  const body = await ticketServiceRequest<ItemBody>({ method: 'POST', path: 'save-user', body: user, token });
  return itemText(body, 'userId');
}

// The ticket number the player may quote: text of a sane length, else none (React shows it as text only).
const TICKET_ID = /^[\w.-]{1,64}$/;

/**
 * POST save-ticket with the SPEC §3 payload exactly → the ticket id, '' when the answer names none: ret_code
 * '000000' means the ticket is saved, so a missing number never turns it into a failure (nor a second ticket).
 */
export async function saveTicket(payload: object, token: string): Promise<string> {
  const body = await ticketServiceRequest<ItemBody>({ method: 'POST', path: 'save-ticket', body: payload, token });
  const id = body?.item?.ticketId;
  const text = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : typeof id === 'string' ? id.trim() : '';
  return TICKET_ID.test(text) ? text : '';
}
