// Copy a code and say so (SPEC §8 'copied to clipboard'); if the webview refuses, say how to copy by hand.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, toast } from '@uc/shared';

export function useCopyCode(): (code: string) => Promise<boolean> {
  const { t } = useTranslation('messages');
  return useCallback(
    async (code: string) => {
      const copied = await copyText(code);
      toast(copied ? t('copy.done') : t('copy.failed'));
      return copied;
    },
    [t],
  );
}
