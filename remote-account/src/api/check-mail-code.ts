// Verify mail code (SPEC §7): GET open/oauth/mail with mail, target_id, target, security → result boolean (and, with
// ARCHITECTURE.md §8 "proof", the proof; forgot password names the account by username instead of the address).
import { api } from '@uc/shared';
import { codeCheckOf, type CodeCheck } from './code-result';
import type { MailPurpose } from '../features/verification/code-purposes';

export type CheckMailCodeArg = ({ mail: string } | { username: string }) & { purpose: MailPurpose; deviceId: string; code: string };

export function mailCheckPayload(a: CheckMailCodeArg): Record<string, unknown> {
  if ('username' in a) return { username: a.username, target: a.purpose, target_id: a.deviceId, security: a.code };
  return { mail: a.mail, target_id: a.deviceId, target: a.purpose, security: a.code };
}

export const checkMailCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkMailCode: build.mutation<CodeCheck, CheckMailCodeArg>({
      query: (a) => ({ method: 'GET', path: 'open/oauth/mail', payload: mailCheckPayload(a) }),
      transformResponse: codeCheckOf,
    }),
  }),
});

export const { useCheckMailCodeMutation } = checkMailCodeApi;
