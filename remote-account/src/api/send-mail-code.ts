// Send mail code (SPEC §7): POST open/oauth/mail with mail, forceMailBind, target_id (device id), target (purpose).
// With ARCHITECTURE.md §8 "proof", forgot password sends by username: the provider alone knows the bound address.
import { api } from '@uc/shared';
import type { MailPurpose } from '../features/verification/code-purposes';

/** Where the code goes: an address the page knows, or the address bound to an account named by its username (§8). */
export type MailRecipient =
  | {
      mail: string;
      /** True only on strongbindingmail: the address is bound elsewhere and will be taken over. */
      forceMailBind?: boolean;
    }
  | { username: string };

export type MailCodeArg = MailRecipient & { purpose: MailPurpose; deviceId: string };

export function mailSendPayload(a: MailCodeArg): Record<string, unknown> {
  if ('username' in a) return { username: a.username, target: a.purpose, target_id: a.deviceId };
  return { mail: a.mail, forceMailBind: a.forceMailBind === true, target_id: a.deviceId, target: a.purpose };
}

export const sendMailCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMailCode: build.mutation<unknown, MailCodeArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/mail', payload: mailSendPayload(a) }),
    }),
  }),
});

export const { useSendMailCodeMutation } = sendMailCodeApi;
