// Every API call goes through here: it waits for the transport chunk (load-transport.ts), and a chunk that cannot be
// downloaded fails the call as a network error (SPEC §8's "check your connection"), like a request that never left.
import { ApiError, commonText } from './api-error';
import type { ApiRequestConfig } from './api-client';
import { loadTransport } from './load-transport';

type Transport = Awaited<ReturnType<typeof loadTransport>>;

export async function transport(): Promise<Transport> {
  try {
    return await loadTransport();
  } catch {
    throw new ApiError('network', 'network', commonText('error.network'));
  }
}

/** Sends a request and returns its JSON object body; HTTP, network and parse failures become ApiError. */
export async function requestJson(config: ApiRequestConfig): Promise<Record<string, unknown>> {
  return (await transport()).requestJson(config);
}
