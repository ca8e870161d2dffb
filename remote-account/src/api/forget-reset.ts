// Forget reset (SPEC §7): POST open/oauth/forget with username, password → result. The password goes as typed.
import { api } from '@uc/shared';

export const forgetResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgetReset: build.mutation<unknown, { username: string; password: string }>({
      query: ({ username, password }) => ({ method: 'POST', path: 'open/oauth/forget', payload: { username, password } }),
    }),
  }),
});

export const { useForgetResetMutation } = forgetResetApi;
