// Counts every call of the one axios client, and how it failed, per path template (telemetry-api). It reads the
// method, the URL's path and the answer's status fields only: never parameters, bodies, headers or the query.
import { isCancel, type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiPathTemplate } from './api-path-template';
import type { ApiCallOutcome } from './telemetry-batch';
import { countApiCall, telemetryRunning } from './telemetry';

/** The request option a caller sets when part of its path is a value: 'open/message/:id'. */
export interface PathTemplateOption {
  pathTemplate?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How the call went, as the kernel's helpers will read it (api-client requestJson, provider-request, plain-get). */
export function outcomeOf(res: Pick<AxiosResponse, 'status' | 'data'>): ApiCallOutcome {
  if (res.status !== 200) return 'http';
  let body: unknown = res.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return 'parse';
    }
  }
  if (!isRecord(body)) return 'parse';
  if ('status' in body && body.status !== 'ok') return 'fail';
  if ('ret_code' in body && String(body.ret_code) !== '000000') return 'fail';
  return 'ok';
}

function count(config: (InternalAxiosRequestConfig & PathTemplateOption) | undefined, outcome: ApiCallOutcome): void {
  if (!config) return;
  countApiCall((config.method ?? 'get').toUpperCase(), apiPathTemplate(config.url, config.pathTemplate), outcome);
}

/** Registered once on the kernel's client (api-client.ts); counts only while telemetry runs. */
export function observeApiCalls(client: AxiosInstance): void {
  client.interceptors.response.use(
    (res) => {
      if (telemetryRunning()) count(res.config, outcomeOf(res));
      return res;
    },
    (error: AxiosError) => {
      // a call the page itself cancelled (left the page) is neither a call that happened nor a failure
      if (telemetryRunning() && !isCancel(error)) count(error?.config, 'network');
      return Promise.reject(error);
    },
  );
}
