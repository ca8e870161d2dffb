// Mocks the provider at the api client's edge (an axios adapter): handlers see the decrypted payload.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/api-client';
import { decryptPayload } from './decrypt-payload';

export interface MockedRequest {
  method: string;
  url: string;
  path: string; // url without the base and query, e.g. 'open/sdk/config'
  params: Record<string, unknown>;
  payload: Record<string, unknown> | undefined; // decrypted q (provider helper) or plain params
  headers: Record<string, unknown>;
  data: unknown;
}

export interface MockedResponse {
  status?: number;
  body: unknown; // an object is sent as JSON, a string as is
}

export type ProviderHandler = (req: MockedRequest) => unknown | MockedResponse | Promise<unknown | MockedResponse>;

// { status: 500, body } is a response spec; { status: 'ok', … } is a provider body.
const isMockedResponse = (v: unknown): v is MockedResponse =>
  typeof v === 'object' && v !== null && 'body' in v &&
  Object.keys(v).every((k) => k === 'body' || k === 'status') &&
  ((v as { status?: unknown }).status === undefined || typeof (v as { status?: unknown }).status === 'number');

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost/').pathname.replace(/^\/+/, '');
  } catch {
    return url;
  }
}

function describe(config: InternalAxiosRequestConfig): MockedRequest {
  const method = (config.method ?? 'get').toUpperCase();
  const url = config.url ?? '';
  const params = (config.params ?? {}) as Record<string, unknown>;
  let payload: Record<string, unknown> | undefined;
  if (typeof params.q === 'string') payload = JSON.parse(decryptPayload(params.q));
  else payload = params;
  const headers = JSON.parse(JSON.stringify(config.headers ?? {})) as Record<string, unknown>;
  return { method, url, path: pathOf(url), params, payload, headers, data: config.data };
}

/**
 * Handlers by 'METHOD path' or 'path' (path as in SPEC §7, e.g. 'GET open/sdk/config'); a handler's value is
 * the JSON body, or { status, body }. Unhandled calls answer 404. Call restore() in afterEach.
 */
export function mockProvider(handlers: Record<string, ProviderHandler | object>) {
  const requests: MockedRequest[] = [];
  const previous = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const req = describe(config);
    requests.push(req);
    const handler = handlers[`${req.method} ${req.path}`] ?? handlers[req.path];
    const result = typeof handler === 'function' ? await (handler as ProviderHandler)(req) : handler;
    const response: MockedResponse =
      handler === undefined ? { status: 404, body: 'not found' } : isMockedResponse(result) ? result : { body: result };
    const status = response.status ?? 200;
    return {
      data: typeof response.body === 'string' ? response.body : JSON.stringify(response.body),
      status,
      statusText: String(status),
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    };
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore() {
      apiClient.defaults.adapter = previous;
    },
  };
}
