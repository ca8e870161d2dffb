// Third-party bind: native signs the player in with the provider, then the provider API links that login to the account.
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callNative,
  callNativeForResult,
  errorText,
  hideLoading,
  reportEvent,
  selectSession,
  showError,
  showLoading,
  toast,
  useAppSelector,
} from '@uc/shared';
import { useBindThirdPartyMutation } from '../../api/bind-third-party';
import type { ThirdPartyType } from './account-rows';
import { readBindAnswer } from './native-bind-answer';

/** SPEC §8: a bind failure is reported to the host with status fail and error code 2043. */
export const BIND_FAILURE_CODE = 2043;

export function useThirdPartyBind(): (authType: ThirdPartyType) => Promise<void> {
  const { t } = useTranslation('account');
  const session = useAppSelector(selectSession);
  const [bindThirdParty] = useBindThirdPartyMutation();
  const busy = useRef(false);

  return useCallback(
    async (authType: ThirdPartyType) => {
      if (busy.current) return; // a second tap while native's login sheet is up must not start another bind
      busy.current = true;
      const fail = (message: string) => reportEvent({ code: BIND_FAILURE_CODE, status: 'fail', message, authType });
      try {
        const answer = readBindAnswer(await callNativeForResult('bindAccount', { authType }));
        if (!answer.ok) {
          const text = answer.message || t('bind.failed');
          hideLoading();
          toast(text);
          fail(text);
          return;
        }
        showLoading();
        try {
          await bindThirdParty({
            authType,
            providerPayload: answer.providerPayload,
            openId: session.user.openId,
            token: session.user.token,
            deviceId: session.app.deviceId,
            userExtra: session.userExtra,
          }).unwrap();
        } finally {
          hideLoading();
        }
        toast(t('bind.success'));
        callNative('bindResult', { authType, status: 'success' });
      } catch (e) {
        showError(e);
        fail(errorText(e));
      } finally {
        busy.current = false;
      }
    },
    [bindThirdParty, session, t],
  );
}
