// Saving a phone number: bind (bindPhone) or change (modifyphone); on success the session's mobile and its country
// follow, the host is told (bindMobile / modifyMobile) and the player is back where the flow began. A failure reports 2043.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callNative,
  samePlayerCheck,
  clearDraft,
  selectApp,
  setCountryCode,
  setMobile,
  useAppDispatch,
  useAppSelector,
  usePageScope,
} from '@uc/shared';
import { useBindMobileMutation } from '../../api/bind-mobile';
import { readBoundUser } from '../../api/bind-user-response';
import { useChangeMobileMutation } from '../../api/change-mobile';
import { reportBindFailed } from '../mail-binding/mail-events';
import { DRAFT_KEYS } from '../forms/draft-keys';
import { returnToAccount, RETURN_STEPS } from '../route-flow/route-flow';
import type { PhoneFormValues } from './phone-form';

export type PhoneOperation = 'bind' | 'modify';

export const PHONE_DRAFT: Record<PhoneOperation, string> = { bind: DRAFT_KEYS.bindPhone, modify: DRAFT_KEYS.modifyPhone };

export function usePhoneBinding(operation: PhoneOperation): (values: PhoneFormValues) => Promise<void> {
  const { t } = useTranslation('account');
  // An answer after the player left moves and says nothing; the session and native still learn of the bind.
  const { navigate, toast } = usePageScope();
  const dispatch = useAppDispatch();
  const { deviceId } = useAppSelector(selectApp);
  const [bindMobile] = useBindMobileMutation();
  const [changeMobile] = useChangeMobileMutation();

  return useCallback(
    async ({ country, countryId, mobile, code }: PhoneFormValues) => {
      const arg = { mobile, country, code, deviceId };
      // An answer for a player the game has since logged out writes nothing and tells native nothing (security-2 N3).
      const samePlayer = samePlayerCheck();
      let response;
      try {
        response = await (operation === 'bind' ? bindMobile(arg) : changeMobile(arg)).unwrap();
      } catch (e) {
        if (samePlayer()) reportBindFailed('mobile', e);
        throw e;
      }
      if (!samePlayer()) return;
      clearDraft(PHONE_DRAFT[operation]);
      dispatch(setMobile(mobile));
      // The session's country is the bound number's: the next code to this phone goes to the right country.
      if (countryId) dispatch(setCountryCode(countryId));
      const user = readBoundUser(response);
      if (operation === 'bind') {
        callNative('bindMobile', { mobile, country, ...user });
        toast(t('result.bound'));
        returnToAccount(navigate, RETURN_STEPS.bindPhone);
      } else {
        callNative('modifyMobile', { mobile, country, ...user });
        toast(t('result.edited'));
        returnToAccount(navigate, RETURN_STEPS.modifyPhone);
      }
    },
    [operation, deviceId, bindMobile, changeMobile, dispatch, navigate, toast, t],
  );
}
