// Saving a phone number: bind (bindPhone) or change (modifyphone); on success the session's mobile follows, the host
// is told (bindMobile / modifyMobile) and the player is back on account management. A failure reports 2043.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callNative, selectApp, setMobile, toast, useAppDispatch, useAppSelector } from '@uc/shared';
import { useBindMobileMutation } from '../../api/bind-mobile';
import { readBoundUser } from '../../api/bind-user-response';
import { useChangeMobileMutation } from '../../api/change-mobile';
import { reportBindFailed } from '../mail-binding/mail-events';
import { returnToAccount, RETURN_STEPS } from '../route-flow/route-flow';
import type { PhoneFormValues } from './phone-form';

export type PhoneOperation = 'bind' | 'modify';

export function usePhoneBinding(operation: PhoneOperation): (values: PhoneFormValues) => Promise<void> {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { deviceId } = useAppSelector(selectApp);
  const [bindMobile] = useBindMobileMutation();
  const [changeMobile] = useChangeMobileMutation();

  return useCallback(
    async ({ country, mobile, code }: PhoneFormValues) => {
      const arg = { mobile, country, code, deviceId };
      let response;
      try {
        response = await (operation === 'bind' ? bindMobile(arg) : changeMobile(arg)).unwrap();
      } catch (e) {
        reportBindFailed('mobile', e);
        throw e;
      }
      dispatch(setMobile(mobile));
      const user = readBoundUser(response);
      if (operation === 'bind') {
        callNative('bindMobile', { mobile, country, ...user });
        toast(t('result.bound'));
        returnToAccount(navigate, RETURN_STEPS.bindPhone);
      } else {
        callNative('modifyMobile', { mobile, country, ...user });
        toast(t('result.changed'));
        returnToAccount(navigate, RETURN_STEPS.modifyPhone);
      }
    },
    [operation, deviceId, bindMobile, changeMobile, dispatch, navigate, t],
  );
}
