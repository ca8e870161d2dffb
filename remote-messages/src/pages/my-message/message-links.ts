// Where a message opens, and how its time reads (SPEC §2 messagecontent query, §3 message sendTime).
import type { InboxMessage } from '../../api/get-messages';

/** /messageContent?id=…&category=…&subject=…, every value URL-encoded. */
export function messageContentPath(message: Pick<InboxMessage, 'id' | 'category' | 'subject'>): string {
  const q = (v: string) => encodeURIComponent(v);
  return `/messageContent?id=${q(message.id)}&category=${q(message.category)}&subject=${q(message.subject)}`;
}

/** '2024-05-01T10:20:30' → '2024-05-01 10:20:30' */
export function formatSendTime(sendTime: string): string {
  return sendTime.replace('T', ' ');
}
