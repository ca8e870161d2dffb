// SPEC §4 account row: unbinding a third party asks first, in that provider's own words; on success the row is
// reset to bind with no content, and the host is told (unbindOther).
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callNative, confirmDialog, hideLoading, samePlayerCheck, selectUser, showLoading, useAppSelector, usePageScope,
} from '@uc/shared';
import { useUnbindThirdPartyMutation } from '../../api/unbind-third-party';
import type { ThirdPartyType } from './account-rows';

// Providers with their own confirmation text (SPEC §4); QQ and WeChat use the general one.
const OWN_MESSAGE: ReadonlySet<ThirdPartyType> = new Set<ThirdPartyType>([
  'Facebook', 'Twitter', 'Google', 'GameCenter', 'Apple', 'PlayGames', 'Line', 'VK',
]);

export function useUnbindThirdParty(): (authType: ThirdPartyType) => Promise<void> {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  const [unbind] = useUnbindThirdPartyMutation();
  const busy = useRef(false);
  const { toast, showError } = usePageScope(); // an answer after the player left says nothing

  return useCallback(
    async (authType: ThirdPartyType) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const confirmed = await confirmDialog({
          title: t('unbind.title'),
          message: OWN_MESSAGE.has(authType) ? t(`unbind.confirm.${authType}`) : t('unbind.confirm.other', { name: t(`type.${authType}`) }),
          confirmText: t('action.unbind'),
          cancelText: t('form.cancel'),
        });
        if (!confirmed) return;
        showLoading();
        // Once the game has logged this player out, nothing of theirs is toasted or told to native (security-2 N3).
        const samePlayer = samePlayerCheck();
        try {
          await unbind({ authType, openId: user.openId, token: user.token }).unwrap();
        } catch (e) {
          showError(e);
          return;
        }
        hideLoading();
        if (!samePlayer()) return;
        toast(t('result.unbound'));
        callNative('unbindOther', { authType, status: 'success' });
      } finally {
        busy.current = false;
      }
    },
    [t, unbind, user, toast, showError],
  );
}
