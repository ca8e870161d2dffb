// Forget reset (SPEC §7): POST open/oauth/forget with username, password → result. The password goes as typed. With
// ARCHITECTURE.md §8 "proof" it also sends the proof of the code checked for that account (the reset spends it).
import { api } from '@uc/shared';
import { proofMode } from '../features/proof/proof-value';

export interface ForgetResetArg {
  username: string;
  password: string;
  /** §8 only: never sent to a SPEC §7 provider. */
  proof?: string;
}

export function forgetResetPayload({ username, password, proof }: ForgetResetArg): Record<string, unknown> {
  return proofMode() && proof ? { username, password, proof } : { username, password };
}

export const forgetResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgetReset: build.mutation<unknown, ForgetResetArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/forget', payload: forgetResetPayload(a) }),
    }),
  }),
});

export const { useForgetResetMutation } = forgetResetApi;
