// SPEC §3 bind / change-bind response: user.open_info (open_id|openId, token), user.user_info (user_id|userId),
// user.extra.nickname; read defensively, since the provider spells ids both ways.

export interface BindUserResponse {
  user?: {
    open_info?: Record<string, unknown>;
    user_info?: Record<string, unknown>;
    extra?: { nickname?: string };
  };
  /** A bind that succeeded but has something to say (SPEC §4 mail binding): shown, and the flow stops there. */
  bindMessage?: string;
}

/** What the host is told after a bind or change: the account the binding now belongs to. */
export interface BoundUser {
  open_id: string;
  token: string;
  user_id: string;
  nickname: string;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function idText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function readBoundUser(raw: unknown): BoundUser {
  const user = record(record(raw).user);
  const open = record(user.open_info);
  const info = record(user.user_info);
  return {
    open_id: idText(open.open_id) || idText(open.openId),
    token: idText(open.token),
    user_id: idText(info.user_id) || idText(info.userId),
    nickname: idText(record(user.extra).nickname),
  };
}

/** The bindMessage of a bind success, or '' when there is none. */
export function bindMessageOf(raw: unknown): string {
  const message = record(raw).bindMessage;
  return typeof message === 'string' ? message.trim() : '';
}
