// The fields every mail bind / change carries (SPEC §7 bind mail, bindNew, change bind, changeBindNew).

export interface MailBindArg {
  mail: string;
  code: string;
  deviceId: string;
  /** The session's, for the forced (…new) calls that carry it. */
  token: string;
  openId: string;
}

/** SPEC §7 bind mail: username, oauth_type Account, security, device_id, time_wc (the moment of the request). */
export function mailBindPayload(a: MailBindArg): Record<string, unknown> {
  return { username: a.mail, oauth_type: 'Account', security: a.code, device_id: a.deviceId, time_wc: Date.now() };
}
