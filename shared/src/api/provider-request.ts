// Main provider helper (SPEC §7, ARCHITECTURE §5): v = app id, q = encrypted JSON payload; success is status 'ok'.
import { getAppConfig } from '../config/app-config';
import { ApiError, commonText } from './api-error';
import { baseFields, currentSession, joinUrl, nonEmptyString } from './request-fields';
import { transport } from './send-request';
import type { SessionState } from '../session/session-slice';

export type ProviderMethod = 'GET' | 'POST' | 'DELETE';

export interface ProviderRequestOptions {
  method: ProviderMethod;
  path: string; // e.g. 'open/sdk/config'
  payload?: Record<string, unknown>;
  suffix?: string; // e.g. `/${id}` appended to the path
  session?: SessionState; // the calling store's session (RTK Query passes it); defaults to the wired source
  url?: string; // an absolute address in place of apiBase + path (a deployment's own endpoint); path names it for telemetry
}

export async function providerRequest<T>(opts: ProviderRequestOptions): Promise<T> {
  // First the code that sends (a download the first time): from here on nothing waits, so the session, the time
  // field and the key are read the moment the call goes out, as before the transport was its own chunk.
  const { encryptPayload, requestJson } = await transport();
  const session = opts.session ?? currentSession();
  const payload = { ...baseFields(session), ...opts.payload };
  let q: string;
  try {
    q = encryptPayload(JSON.stringify(payload), session.app.publicKey);
  } catch {
    // No or broken key from the host: nothing can be sent, and nothing is sent in clear.
    throw new ApiError('parse', 'public_key', commonText('error.system'));
  }
  const v = session.app.appId;
  const body = await requestJson({
    method: opts.method,
    url: opts.url ?? joinUrl(getAppConfig().apiBase, opts.path) + (opts.suffix ?? ''),
    pathTemplate: opts.suffix ? `${opts.path}/:id` : opts.path, // telemetry: the suffix is a value (id, code)
    params: { v, q },
    ...(opts.method === 'POST'
      ? {
          data: new URLSearchParams({ v, q }).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }
      : {}),
  });
  if (body.status === 'ok') return body as T;
  const code = body.error !== undefined && body.error !== null && body.error !== '' ? String(body.error) : 'status';
  throw new ApiError('status', code, nonEmptyString(body.error_msg, body.errorMsg) ?? commonText('error.system'));
}
