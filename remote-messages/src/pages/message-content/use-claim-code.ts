// Claim (SPEC §4): state '0' → claim → '1' with the button disabled and the 'claimed' popup; a refusal is toasted.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideLoading, showError, showLoading, toast } from '@uc/shared';
import { useClaimActiveCodeMutation } from '../../api/claim-active-code';
import type { MessageContentArg } from '../../api/get-message-content';

export function useClaimCode(message: MessageContentArg) {
  const { t } = useTranslation('messages');
  const [claimActiveCode, { isLoading }] = useClaimActiveCodeMutation();
  const [popupOpen, setPopupOpen] = useState(false);

  const claim = useCallback(
    async (code: string) => {
      showLoading();
      try {
        const result = await claimActiveCode({ code, message }).unwrap();
        hideLoading();
        if (result.claimed) setPopupOpen(true);
        else toast(result.errorMsg || t('claim.failed'));
      } catch (e) {
        showError(e);
      }
    },
    [claimActiveCode, message, t],
  );

  return { claim, claiming: isLoading, popupOpen, closePopup: () => setPopupOpen(false) };
}
