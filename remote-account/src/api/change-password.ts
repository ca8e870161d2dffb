// Change password (SPEC §7): POST open/oauth/password with password, open_id, token. The password goes as typed. With
// ARCHITECTURE.md §8 "proof" it also sends the proof of a code sent to the player's own phone or e-mail.
import { api } from '@uc/shared';
import { proofMode } from '../features/proof/proof-value';

export interface ChangePasswordArg {
  password: string;
  openId: string;
  token: string;
  /** §8 only: never sent to a SPEC §7 provider. */
  proof?: string;
}

export function changePasswordPayload(a: ChangePasswordArg): Record<string, unknown> {
  const fields = { password: a.password, open_id: a.openId, token: a.token };
  return proofMode() && a.proof ? { ...fields, proof: a.proof } : fields;
}

export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<unknown, ChangePasswordArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/password', payload: changePasswordPayload(a) }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
