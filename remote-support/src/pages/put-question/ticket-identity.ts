// Who files the ticket (SPEC §7 ticket service "save user: nick and partner id"). SPEC §6: ticket entries need no
// login, and "login problem" is why most logged-out players write. So:
// - a logged-in player is the customer `partnerId = user_id`, `nick = nickname` (or the role name);
// - a logged-out player is a guest customer made from what the page knows: `partnerId = 'guest:' + device id + ':' +
//   e-mail` (lower case; 'guest:' + e-mail when the device id is unknown), `nick = e-mail`. The same player on the same
//   device keeps one customer across tickets; support answers by e-mail (the ticket's user_emails).
// A logged-in session without a user id is broken data: SPEC §8's 'ticket data abnormal, reopen the user center'.
import type { SessionState } from '@uc/shared';

export const GUEST_PARTNER_PREFIX = 'guest:';
const MAX_DEVICE_ID = 128;

export interface TicketUser {
  nick: string;
  partnerId: string;
  guest: boolean;
}

export type TicketIdentity = { kind: 'member' | 'guest'; user: (email: string) => TicketUser } | { kind: 'abnormal' };

export function ticketIdentity(session: SessionState): TicketIdentity {
  const { user, app } = session;
  if (session.isLogin) {
    if (!user.userId.trim()) return { kind: 'abnormal' };
    return { kind: 'member', user: () => ({ nick: user.nikeName || user.roleName, partnerId: user.userId, guest: false }) };
  }
  const device = app.deviceId.trim().slice(0, MAX_DEVICE_ID);
  return {
    kind: 'guest',
    user: (email) => {
      const mail = email.trim();
      const partnerId = `${GUEST_PARTNER_PREFIX}${device ? `${device}:` : ''}${mail.toLowerCase()}`;
      return { nick: mail, partnerId, guest: true };
    },
  };
}
