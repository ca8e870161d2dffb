// The deployment's own endpoints beside the provider API (app-config ticketService: tokenUrl, frameIdentityUrl): the
// page sends its session the way every provider call does (v, and q: the base fields plus token and user_id,
// RSA-encrypted), so the server checks the player before it answers. Logged out, the session fields are empty.
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

/** POST url with the session (and `extra`) → the answer; a relative or non-http address sends nothing. */
export async function deploymentEndpoint<T>(url: string, name: string, extra: Record<string, unknown> = {}): Promise<T> {
  if (!isHttpUrl(url)) throw new ApiError('parse', name, commonText('error.system'));
  const { user } = currentSession();
  return providerRequest<T>({ method: 'POST', path: name, url, payload: { token: user.token, user_id: user.userId, ...extra } });
}
