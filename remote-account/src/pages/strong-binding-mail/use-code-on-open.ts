// strongbindingmail sends the forced code as it opens (SPEC §2; only the app's own 1345 flow leads there with an
// address), unless a forced code went to this address less than 60 s ago: then the running countdown simply carries
// on (SPEC §4). `cooldownKey` is the forced send's own key, so a normal code sent just before (the usual
// 1345-at-bind-time case) never stops it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cooldownLeft, hideLoading, recordSend, showLoading, usePageScope } from '@uc/shared';

/** Returns a number that changes after the automatic send, so the code button restarts its countdown. */
export function useCodeOnOpen(
  mail: string,
  cooldownKey: string,
  send: (mail: string) => Promise<unknown>,
): number {
  const { t } = useTranslation('common');
  const { toast, showError } = usePageScope();
  const [sentVersion, setSentVersion] = useState(0);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !mail || cooldownLeft(mail, cooldownKey) > 0) return;
    started.current = true; // once per visit, also under StrictMode's double effects
    showLoading();
    send(mail).then(
      () => {
        recordSend(mail, cooldownKey, Date.now());
        hideLoading();
        toast(t('code.sent'));
        setSentVersion((n) => n + 1);
      },
      (e) => showError(e),
    );
  }, [mail, cooldownKey, send, t, toast, showError]);
  return sentVersion;
}
