// Bind mobile (SPEC §7): POST open/oauth/binding with mobile, oauth_type Dynamic, security, device_id, country,
// target_id and target mobile_register.
import { api } from '@uc/shared';
import { PURPOSE } from '../features/verification/code-purposes';
import type { BindUserResponse } from './bind-user-response';

export interface MobileBindArg {
  mobile: string;
  /** Dialling code without '+'. */
  country: string;
  code: string;
  deviceId: string;
}

export function mobileBindPayload(a: MobileBindArg): Record<string, unknown> {
  return {
    mobile: a.mobile,
    oauth_type: 'Dynamic',
    security: a.code,
    device_id: a.deviceId,
    country: a.country,
    target_id: a.deviceId,
    target: PURPOSE.bindMobile,
  };
}

export const bindMobileApi = api.injectEndpoints({
  endpoints: (build) => ({
    bindMobile: build.mutation<BindUserResponse, MobileBindArg>({
      query: (a) => ({ method: 'POST', path: 'open/oauth/binding', payload: mobileBindPayload(a) }),
      invalidatesTags: (result) => (result ? ['BindInfo'] : []),
    }),
  }),
});

export const { useBindMobileMutation } = bindMobileApi;
