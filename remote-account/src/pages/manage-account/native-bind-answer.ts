// What native's bindAccount answers: the provider's credential fields, or a failure with a message.

export type NativeBindAnswer =
  | { ok: true; providerPayload: Record<string, unknown> }
  | { ok: false; message: string };

const SUCCESS_STATUSES = ['ok', 'success'];

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Success: a non-empty object of provider fields (an optional status 'ok'/'success' is dropped).
 * Failure: anything else, or a status other than ok/success, or an `error` field (cancelled, denied).
 */
export function readBindAnswer(answer: unknown): NativeBindAnswer {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return { ok: false, message: '' };
  const { callbackId: _id, status, error, message, error_msg: errorMsg, ...fields } = answer as Record<string, unknown>;
  const failed =
    (status !== undefined && !SUCCESS_STATUSES.includes(String(status).toLowerCase())) ||
    (error !== undefined && error !== null && error !== '' && error !== false);
  if (failed || Object.keys(fields).length === 0) {
    return { ok: false, message: textOf(message) || textOf(errorMsg) || textOf(error) };
  }
  return { ok: true, providerPayload: fields };
}
