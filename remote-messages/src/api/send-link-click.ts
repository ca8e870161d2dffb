// Message link click (SPEC §7): POST open/message with messageId and user_id → result. The jump waits for it.
import { api } from '@uc/shared';
import { isRefused } from './response-fields';

export interface LinkClickArg {
  messageId: string;
  userId: string;
}

export const linkClickApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendLinkClick: build.mutation<boolean, LinkClickArg>({
      query: (a) => ({ method: 'POST', path: 'open/message', payload: { messageId: a.messageId, user_id: a.userId } }),
      transformResponse: (raw: unknown) => !isRefused(raw),
    }),
  }),
});

export const { useSendLinkClickMutation } = linkClickApi;
