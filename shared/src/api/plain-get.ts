// Second helper (SPEC §7): GET with plain params; success is ret_code '000000' with the result in item.
import { getAppConfig } from '../config/app-config';
import { ApiError, commonText } from './api-error';
import type { SessionState } from '../session/session-slice';
import { baseFields, joinUrl, nonEmptyString } from './request-fields';
import { transport } from './send-request';

export const RET_CODE_OK = '000000';

/** Throws the SPEC §8 customer-service error unless ret_code is '000000'. */
export function checkRetCode(body: Record<string, unknown>): void {
  if (String(body.ret_code) === RET_CODE_OK) return;
  const code = body.ret_code === undefined || body.ret_code === null ? 'ret_code' : String(body.ret_code);
  throw new ApiError('ret_code', code, nonEmptyString(body.ret_msg) ?? commonText('error.system'));
}

export async function plainGet<T>(path: string, params?: Record<string, unknown>, session?: SessionState): Promise<T> {
  const { requestJson } = await transport(); // before the base fields: their session and time are read as it goes out
  const body = await requestJson({
    method: 'GET',
    url: joinUrl(getAppConfig().apiBase, path),
    params: { ...baseFields(session), ...params },
  });
  checkRetCode(body);
  return body.item as T;
}
