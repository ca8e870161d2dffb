// Change password (SPEC §7): POST open/oauth/password with password, open_id, token. The password goes as typed.
import { api } from '@uc/shared';

export interface ChangePasswordArg {
  password: string;
  openId: string;
  token: string;
}

export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<unknown, ChangePasswordArg>({
      query: (a) => ({
        method: 'POST',
        path: 'open/oauth/password',
        payload: { password: a.password, open_id: a.openId, token: a.token },
      }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
