// Delete message (SPEC §7): DELETE open/message with user_id and messageId → result, error_msg.
import { messagesApi, type MessagesArg } from './get-messages';
import { errorMsgOf, isRefused } from './response-fields';

export interface DeleteMessageArg {
  userId: string;
  messageId: string;
  /** The list the message sits in, so it leaves that cached list at once. */
  list: MessagesArg;
}

export interface DeleteMessageResult {
  removed: boolean;
  errorMsg: string;
}

// status 'ok' with result false still means the provider kept the message.
export function toDeleteResult(raw: unknown): DeleteMessageResult {
  return { removed: !isRefused(raw), errorMsg: errorMsgOf(raw) };
}

export const deleteMessageApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessage: build.mutation<DeleteMessageResult, DeleteMessageArg>({
      query: (a) => ({
        method: 'DELETE',
        path: 'open/message',
        payload: { user_id: a.userId, messageId: a.messageId },
      }),
      transformResponse: (raw: unknown) => toDeleteResult(raw),
      async onQueryStarted(a, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.removed) return;
        dispatch(
          messagesApi.util.updateQueryData('getMessages', a.list, (draft) => draft.filter((m) => m.id !== a.messageId)),
        );
      },
      // The unread badges on the home page count this message no more.
      invalidatesTags: (result) => (result?.removed ? ['Unread'] : []),
    }),
  }),
});

export const { useDeleteMessageMutation } = deleteMessageApi;
