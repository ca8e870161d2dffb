// Customer-service helper (SPEC §7): the ticket support service, a token header, a multipart upload.
import { getAppConfig } from '../config/app-config';
import { joinUrl } from './request-fields';
import { requestJson } from './send-request';
import { checkRetCode } from './plain-get';

export interface TicketServiceOptions {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
  token?: string;
}

// The service answers in the customer-service style (SPEC §8): anything but ret_code '000000' fails, a body
// without ret_code too.
function checked<T>(body: Record<string, unknown>): T {
  checkRetCode(body);
  return body as T;
}

/** Resolves the whole JSON object body. */
export async function ticketServiceRequest<T>(opts: TicketServiceOptions): Promise<T> {
  const body = await requestJson({
    method: opts.method,
    url: joinUrl(getAppConfig().ticketApiBase, opts.path),
    params: opts.params,
    data: opts.method === 'POST' ? opts.body ?? {} : undefined,
    headers: {
      ...(opts.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      ...(opts.token ? { token: opts.token } : {}),
    },
  });
  return checked<T>(body);
}

/** Multipart upload: the image as 'file' plus the service's fixed numeric key field. */
export async function ticketServiceUpload<T>(path: string, file: Blob, token: string): Promise<T> {
  const form = new FormData();
  const name = (file as File).name || 'image.png';
  form.append('file', file, name);
  form.append('key', getAppConfig().ticketService.uploadKey);
  const body = await requestJson({
    method: 'POST',
    url: joinUrl(getAppConfig().ticketApiBase, path),
    data: form,
    headers: { token },
  });
  return checked<T>(body);
}
