// strongbindingmail sends the code as it opens (SPEC §2), unless one went to this address for this purpose less
// than 60 s ago: then the running countdown simply carries on (SPEC §4).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cooldownLeft, hideLoading, recordSend, showError, showLoading, toast } from '@uc/shared';

/** Returns a number that changes after the automatic send, so the code button restarts its countdown. */
export function useCodeOnOpen(mail: string, purpose: string, send: (mail: string) => Promise<unknown>): number {
  const { t } = useTranslation('common');
  const [sentVersion, setSentVersion] = useState(0);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !mail || cooldownLeft(mail, purpose) > 0) return;
    started.current = true; // once per visit, also under StrictMode's double effects
    showLoading();
    send(mail).then(
      () => {
        recordSend(mail, purpose, Date.now());
        hideLoading();
        toast(t('code.sent'));
        setSentVersion((n) => n + 1);
      },
      (e) => showError(e),
    );
  }, [mail, purpose, send, t]);
  return sentVersion;
}
