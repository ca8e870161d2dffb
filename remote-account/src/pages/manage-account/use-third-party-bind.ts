// Third-party bind: native signs the player in with the provider, then the provider API links that login to the
// account. While native's sheet is up the page says so, with a cancel, and gives up after a while (issue 16 point 4).
// A login already bound to another account (1345) may be taken over through bindNew once the player agrees.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callNative,
  samePlayerCheck,
  confirmDialog,
  errorText,
  hideLoading,
  reportEvent,
  selectSession,
  showLoading,
  toast,
  useAppSelector,
} from '@uc/shared';
import { useBindThirdPartyForcedMutation } from '../../api/bind-third-party-forced';
import { useBindThirdPartyMutation, type BindThirdPartyArg } from '../../api/bind-third-party';
import { errorCodeOf } from '../../features/mail-binding/mail-events';
import { BOUND_ELSEWHERE } from '../../features/mail-binding/use-mail-binding';
import type { ThirdPartyType } from './account-rows';
import { readBindAnswer } from './native-bind-answer';
import { waitForNativeLogin, type NativeLoginWait } from './wait-native-login';

/** SPEC §8: a bind failure is reported to the host with status fail and error code 2043. */
export const BIND_FAILURE_CODE = 2043;

export interface ThirdPartyBind {
  bind(authType: ThirdPartyType): Promise<void>;
  /** The provider whose native login the page is waiting for, or null. */
  waitingFor: ThirdPartyType | null;
  cancelWait(): void;
}

// Exactly one hide per show, whatever happens inside: the one overlay may be held by other work too.
async function withOverlay<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

export function useThirdPartyBind(): ThirdPartyBind {
  const { t } = useTranslation('account');
  const session = useAppSelector(selectSession);
  const [bindThirdParty] = useBindThirdPartyMutation();
  const [bindThirdPartyForced] = useBindThirdPartyForcedMutation();
  const [waitingFor, setWaitingFor] = useState<ThirdPartyType | null>(null);
  const wait = useRef<NativeLoginWait | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false; // leaving the page ends the wait without a word
      wait.current?.cancel();
    };
  }, []);

  // Takes the login over from the account it is bound to, if the player agrees; false when they decline.
  const takeOver = useCallback(
    async (arg: BindThirdPartyArg): Promise<boolean> => {
      const name = t(`type.${arg.authType}`);
      const agreed = await confirmDialog({
        title: t('bind.taken.title', { name }),
        message: t('bind.taken.message', { name }),
        confirmText: t('bind.taken.confirm'),
        cancelText: t('form.cancel'),
      });
      if (!agreed) return false;
      await withOverlay(() => bindThirdPartyForced(arg).unwrap());
      return true;
    },
    [bindThirdPartyForced, t],
  );

  const bind = useCallback(
    async (authType: ThirdPartyType) => {
      if (busy.current) return; // a second tap while native's login sheet is up must not start another bind
      busy.current = true;
      // Once the game has logged this player out, nothing of theirs is reported or toasted (security-2 N3).
      const samePlayer = samePlayerCheck();
      const fail = (message: string) => {
        if (samePlayer()) reportEvent({ code: BIND_FAILURE_CODE, status: 'fail', message, authType });
      };
      try {
        const current = waitForNativeLogin(authType);
        wait.current = current;
        setWaitingFor(authType);
        const outcome = await current.outcome;
        wait.current = null;
        if (!mounted.current) return;
        setWaitingFor(null);
        if (outcome.kind === 'cancelled') {
          fail('cancelled');
          return;
        }
        if (outcome.kind === 'timeout') {
          const text = t('bind.noAnswer', { name: t(`type.${authType}`) });
          toast(text);
          fail(text);
          return;
        }
        const answer = readBindAnswer(outcome.answer);
        if (!answer.ok) {
          const text = answer.message || t('bind.failed');
          toast(text);
          fail(text);
          return;
        }
        const arg: BindThirdPartyArg = {
          authType,
          providerPayload: answer.providerPayload,
          openId: session.user.openId,
          token: session.user.token,
          deviceId: session.app.deviceId,
          userExtra: session.userExtra,
        };
        try {
          await withOverlay(() => bindThirdParty(arg).unwrap());
        } catch (e) {
          if (errorCodeOf(e) !== BOUND_ELSEWHERE) throw e;
          // The 1345 text is not shown (SPEC §8): the take-over question says it instead.
          if (!(await takeOver(arg))) {
            fail('cancelled');
            return;
          }
        }
        if (!samePlayer()) return;
        toast(t('bind.success'));
        callNative('bindResult', { authType, status: 'success' });
      } catch (e) {
        if (!samePlayer()) return;
        toast(errorText(e));
        fail(errorText(e));
      } finally {
        busy.current = false;
      }
    },
    [bindThirdParty, takeOver, session, t],
  );

  const cancelWait = useCallback(() => wait.current?.cancel(), []);
  return { bind, waitingFor, cancelWait };
}
