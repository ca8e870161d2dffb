// The ONE axios instance and how every call is sent (locale, error shape). It travels in the transport chunk with
// jsencrypt (load-transport.ts): home paints without either; the fields every call carries are request-fields.ts.
import axios, { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { currentLocale } from '../i18n/i18n';
import { ApiError, commonText } from './api-error';
import { observeApiCalls, type PathTemplateOption } from '../telemetry/api-call-observer';
import { countRequestsInFlight } from './requests-in-flight';

const REQUEST_TIMEOUT_MS = 15_000;

export const apiClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // Raw text in, parsed by us: a non-JSON body must become a 'parse' error, not a silent string.
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
});
// Field telemetry counts calls and failures per path template (telemetry-api); it reads no payload.
observeApiCalls(apiClient);
countRequestsInFlight(apiClient);

/** A request; `pathTemplate` names its path with values as ':id' when part of the URL is one (telemetry). */
export type ApiRequestConfig = AxiosRequestConfig & PathTemplateOption;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// SPEC §8's "server request failed": the server answered 200 with something that is no JSON object (an HTML error
// page, a proxy's text, garbage), so no status and no message can be read from it.
function parseBody(data: unknown): Record<string, unknown> {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      throw new ApiError('parse', 'parse', commonText('error.requestFailed'));
    }
  }
  if (!isRecord(value)) throw new ApiError('parse', 'parse', commonText('error.requestFailed'));
  return value;
}

// SPEC §8's "network error, please retry later": the request went out but no answer came within the timeout, as
// opposed to no connection at all ('Network error encountered…').
function isTimeout(e: unknown): boolean {
  return isAxiosError(e) && (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT');
}

/** Sends a request and returns its JSON object body; HTTP, network and parse failures become ApiError. */
export async function requestJson(config: ApiRequestConfig): Promise<Record<string, unknown>> {
  let res: AxiosResponse;
  try {
    res = await apiClient.request({
      ...config,
      headers: { 'Accept-Language': currentLocale(), ...(config.headers as Record<string, string>) },
    });
  } catch (e) {
    if (isTimeout(e)) throw new ApiError('network', 'timeout', commonText('error.networkRetry'));
    // No response at all: offline, DNS, CORS or abort.
    throw new ApiError('network', 'network', commonText('error.network'));
  }
  if (res.status !== 200) throw new ApiError('http', String(res.status), commonText('error.serverNoResponse'));
  return parseBody(res.data);
}
