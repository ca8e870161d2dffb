// The login session comes from the provider stand-in, so its token and public key match what the API will accept.

const FETCH_TIMEOUT_MS = 8000;

/** Builds the stand-in's control URL for the picked session. */
export function sessionUrl(providerBase, pick) {
  const base = providerBase.endsWith('/') ? providerBase : `${providerBase}/`;
  const url = new URL('__control/session', base);
  url.searchParams.set('platform', pick.platform);
  url.searchParams.set('language', pick.language);
  url.searchParams.set('loginTypes', pick.loginTypes.join(','));
  url.searchParams.set('mobile', pick.mobile ? '1' : '0');
  url.searchParams.set('role', pick.role ? '1' : '0');
  return url.href;
}

/** Fetches the SPEC §3 session payload object; rejects with a readable message. */
export async function fetchSession(providerBase, pick) {
  const url = sessionUrl(providerBase, pick);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  let response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: controller.signal });
  } catch (error) {
    const reason = error && error.name === 'AbortError' ? 'timed out' : 'not reachable';
    throw new Error(`provider stand-in ${reason} (${url})`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new Error(`provider stand-in answered HTTP ${response.status} (${url})`);
  let body;
  try {
    body = await response.json();
  } catch {
    throw new Error(`provider stand-in answered something that is not JSON (${url})`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`provider stand-in answered JSON that is not a session object (${url})`);
  }
  return body;
}
