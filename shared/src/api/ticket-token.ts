// A ticket-service token from the deployment's own endpoint (app-config ticketService.tokenUrl): the page sends its
// session the way every provider call does (v, and q: the base fields plus token and user_id, RSA-encrypted), so the
// server can check the player before it signs with the key only it keeps. Logged out, the session fields are empty.
import { ApiError, commonText } from './api-error';
import { currentSession } from './request-fields';
import { providerRequest } from './provider-request';

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** POST tokenUrl → {status:'ok', token}: the token, or an ApiError that says why. */
export async function deploymentTicketToken(tokenUrl: string): Promise<string> {
  // A relative or non-http address is a broken deployment: nothing is sent anywhere.
  if (!isHttpUrl(tokenUrl)) throw new ApiError('parse', 'tokenUrl', commonText('error.system'));
  const { user } = currentSession();
  const body = await providerRequest<{ token?: unknown }>({
    method: 'POST',
    path: 'ticket-token',
    url: tokenUrl,
    payload: { token: user.token, user_id: user.userId },
  });
  if (typeof body.token === 'string' && body.token) return body.token;
  throw new ApiError('parse', 'parse', commonText('error.system'));
}
