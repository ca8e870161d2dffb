// strongbindingmail sends the forced code as it opens (SPEC §2) when the app's own 1345 flow led there (`auto`; a typed
// or linked URL waits for the player's tap), unless a forced code went to this address less than 60 s ago: then the
// running countdown simply carries on (SPEC §4). `cooldownKey` is the forced send's own key, so a normal code sent just
// before (the usual 1345-at-bind-time case) never stops it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cooldownLeft, hideLoading, recordSend, showLoading, usePageScope } from '@uc/shared';

/** Returns a number that changes after the automatic send, so the code button restarts its countdown. */
export function useCodeOnOpen(
  mail: string,
  cooldownKey: string,
  send: (mail: string) => Promise<unknown>,
  auto: boolean,
): number {
  const { t } = useTranslation('common');
  const { toast, showError } = usePageScope();
  const [sentVersion, setSentVersion] = useState(0);
  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current || !mail || cooldownLeft(mail, cooldownKey) > 0) return;
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
  }, [auto, mail, cooldownKey, send, t, toast, showError]);
  return sentVersion;
}
