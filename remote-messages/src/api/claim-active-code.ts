// Claim active code (SPEC §7): POST open/activeCode/case/{code} with user_id and mobile → result, error_msg.
import { api } from '@uc/shared';
import { messageContentApi, type MessageContentArg } from './get-message-content';
import { markReadInCachedInboxes } from './get-messages';
import { errorMsgOf, isRefused } from './response-fields';

export interface ClaimActiveCodeArg {
  code: string;
  /** The message the code came with: its cached content turns to state '1' on success. */
  message: MessageContentArg;
}

export interface ClaimActiveCodeResult {
  claimed: boolean;
  errorMsg: string;
}

export function toClaimResult(raw: unknown): ClaimActiveCodeResult {
  return { claimed: !isRefused(raw), errorMsg: errorMsgOf(raw) };
}

export const claimActiveCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    claimActiveCode: build.mutation<ClaimActiveCodeResult, ClaimActiveCodeArg>({
      query: (a) => ({
        method: 'POST',
        path: 'open/activeCode/case',
        suffix: `/${encodeURIComponent(a.code)}`,
        payload: { user_id: a.message.userId, mobile: a.message.mobile },
      }),
      transformResponse: (raw: unknown) => toClaimResult(raw),
      async onQueryStarted(a, thunkApi) {
        const { data } = await thunkApi.queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.claimed) return;
        thunkApi.dispatch(
          messageContentApi.util.updateQueryData('getMessageContent', a.message, (draft) => {
            draft.state = '1';
          }),
        );
        markReadInCachedInboxes(thunkApi, a.message.id);
      },
      // Success: badges recount and the code box gains the code. A refusal (already claimed, expired): re-read the
      // message so its button shows the server's state.
      invalidatesTags: (result, _error, a) =>
        result?.claimed ? ['Unread', 'ActiveCodes'] : [{ type: 'Messages', id: a.message.id }],
    }),
  }),
});

export const { useClaimActiveCodeMutation } = claimActiveCodeApi;
