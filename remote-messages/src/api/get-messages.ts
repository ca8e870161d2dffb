// Messages list (SPEC §7): GET open/message with token, user_id, mobile, open_id → messages.
import { api } from '@uc/shared';
import { textOf } from './response-fields';

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

type ThunkApi = { dispatch: (action: unknown) => unknown; getState: () => unknown };

/** A message just opened (or claimed) reads as read in every cached inbox, without a refetch. */
export function markReadInCachedInboxes({ dispatch, getState }: ThunkApi, messageId: string): void {
  const state = getState() as Parameters<typeof messagesApi.util.selectCachedArgsForQuery>[0];
  for (const arg of messagesApi.util.selectCachedArgsForQuery(state, 'getMessages')) {
    dispatch(
      messagesApi.util.updateQueryData('getMessages', arg, (draft) => {
        const message = draft.find((m) => m.id === messageId);
        if (message) message.isRead = true;
      }),
    );
  }
}
