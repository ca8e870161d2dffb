// Message content (SPEC §7): GET open/message/{id} with user_id and mobile → code, name, content, state. Reading marks it read.
import { api } from '@uc/shared';
import { markReadInCachedInboxes } from './get-messages';
import { recordOf, textOf } from './response-fields';

export interface MessageContentArg {
  id: string;
  userId: string;
  mobile: string;
}

/** SPEC §3 message content; state '0' unclaimed, '1' claimed, anything else unavailable. */
export interface MessageContent {
  code: string;
  name: string;
  /** Server HTML: only ever rendered through the shared SafeHtml. */
  content: string;
  state: string;
}

export type ClaimState = 'claimable' | 'claimed' | 'unavailable';

export function claimStateOf(state: string): ClaimState {
  if (state === '0') return 'claimable';
  if (state === '1') return 'claimed';
  return 'unavailable';
}

export function toMessageContent(raw: unknown): MessageContent {
  const r = recordOf(raw);
  return { code: textOf(r.code), name: textOf(r.name), content: textOf(r.content), state: textOf(r.state) };
}

export const messageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageContent: build.query<MessageContent, MessageContentArg>({
      query: (a) => ({
        method: 'GET',
        path: 'open/message',
        suffix: `/${encodeURIComponent(a.id)}`,
        payload: { user_id: a.userId, mobile: a.mobile },
      }),
      transformResponse: (raw: unknown) => toMessageContent(raw),
      providesTags: (_r, _e, a) => [{ type: 'Messages', id: a.id }],
      // Opening marks it read on the server: the inbox shows it read and home's badges recount.
      async onQueryStarted(a, thunkApi) {
        const ok = await thunkApi.queryFulfilled.then(() => true, () => false);
        if (!ok) return;
        markReadInCachedInboxes(thunkApi, a.id);
        thunkApi.dispatch(api.util.invalidateTags(['Unread']));
      },
    }),
  }),
});

export const { useGetMessageContentQuery } = messageContentApi;
