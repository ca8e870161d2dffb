// The ONE axios instance and the request rules every provider call shares (base fields, locale, error shape).
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { currentLocale } from '../i18n/i18n';
import { initialSessionState, type SessionState } from '../session/session-slice';
import { ApiError, commonText } from './api-error';
import { observeApiCalls, type PathTemplateOption } from '../telemetry/api-call-observer';
import { countRequestsInFlight } from './requests-in-flight';

export const REQUEST_TIMEOUT_MS = 15_000;

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

let sessionSource: () => SessionState = initialSessionState;

/** The store wires this once; the client reads base fields and the key from it. */
export function setSessionSource(get: () => SessionState): void {
  sessionSource = get;
}

export function currentSession(): SessionState {
  return sessionSource();
}

/** SPEC §7: on every request. */
export function baseFields(session: SessionState = sessionSource()): Record<string, unknown> {
  return {
    grant_app: session.app.appId,
    channel: session.app.channel,
    time: Date.now(),
    open_id: session.user.openId,
    opensdk_version: session.app.opensdk_version,
  };
}

/** base + path without doubled or missing slashes; absolute URLs pass through. */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseBody(data: unknown): Record<string, unknown> {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      throw new ApiError('parse', 'parse', commonText('error.system'));
    }
  }
  if (!isRecord(value)) throw new ApiError('parse', 'parse', commonText('error.system'));
  return value;
}

/** Sends a request and returns its JSON object body; HTTP, network and parse failures become ApiError. */
export async function requestJson(config: ApiRequestConfig): Promise<Record<string, unknown>> {
  let res: AxiosResponse;
  try {
    res = await apiClient.request({
      ...config,
      headers: { 'Accept-Language': currentLocale(), ...(config.headers as Record<string, string>) },
    });
  } catch {
    // No response at all: offline, DNS, CORS, timeout or abort.
    throw new ApiError('network', 'network', commonText('error.network'));
  }
  if (res.status !== 200) throw new ApiError('http', String(res.status), commonText('error.serverNoResponse'));
  return parseBody(res.data);
}

export function nonEmptyString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v;
  return undefined;
}
