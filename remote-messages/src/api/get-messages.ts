// Messages list (SPEC §7): GET open/message with token, user_id, mobile, open_id → messages.
import { api } from '@uc/shared';

export interface MessagesArg {
  token: string;
  userId: string;
  mobile: string;
  openId: string;
}

/** SPEC §3 message: sendTime is shown with the ISO 'T' replaced by a space. */
export interface InboxMessage {
  id: string;
  category: string;
  subject: string;
  sendTime: string;
  isRead: boolean;
}

const READ_VALUES: readonly unknown[] = [true, 1, '1', 'true'];

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function toInboxMessage(raw: unknown): InboxMessage | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  const id = textOf(m.id);
  if (!id) return null; // without an id it can be neither opened nor deleted
  return {
    id,
    category: textOf(m.category),
    subject: textOf(m.subject),
    sendTime: textOf(m.sendTime),
    isRead: READ_VALUES.includes(m.isRead),
  };
}

export function toInboxMessages(raw: unknown): InboxMessage[] {
  const list = raw && typeof raw === 'object' ? (raw as { messages?: unknown }).messages : undefined;
  if (!Array.isArray(list)) return [];
  return list.map(toInboxMessage).filter((m): m is InboxMessage => m !== null);
}

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<InboxMessage[], MessagesArg>({
      query: (a) => ({
        method: 'GET',
        path: 'open/message',
        payload: { token: a.token, user_id: a.userId, mobile: a.mobile, open_id: a.openId },
      }),
      transformResponse: (raw: unknown) => toInboxMessages(raw),
      providesTags: ['Messages'],
    }),
  }),
});

export const { useGetMessagesQuery } = messagesApi;
