// SPEC §4 mail binding: a normal attempt first; 1345 (bound elsewhere) on sending a code or on binding leads to
// strongbindingmail, which repeats both with the forced flag. A success with a bindMessage shows it and stops.
// The forced send is a purpose of its own for the 60 s cooldown: a normal code moments before (1345 at bind time)
// never stands in for it.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ApiError, callNative, clearDraft, routeWithoutIdentifiers, samePlayerCheck, turnState, usePageScope } from '@uc/shared';
import { bindMessageOf, readBoundUser } from '../../api/bind-user-response';
import { DRAFT_KEYS } from '../forms/draft-keys';
import { flowPaths, returnToAccount, RETURN_STEPS, type MailOperation } from '../route-flow/route-flow';
import { isRecord } from '../route-flow/state-text';
import { PURPOSE } from '../verification/code-purposes';
import { useSendMailCode } from '../verification/use-send-code';
import { boundElsewhereState } from './bound-elsewhere-state';
import { flowEntryBehindState, flowEntryState, isFlowEntry } from './flow-entry';
import { useMailBindCall } from './mail-bind-calls';
import {
  errorCodeOf,
  reportBindFailed,
  reportMailBindFailed,
  reportMailBindMissing,
} from './mail-events';

export const BOUND_ELSEWHERE = '1345';

/** The draft of the page the flow started on (strongbindingmail's success forgets it too). */
export const MAIL_DRAFT: Record<MailOperation, string> = { bind: DRAFT_KEYS.bindMail, modify: DRAFT_KEYS.modifyMail };

/** The cooldown key of the forced send (the request's target stays email_binding_code). */
export const FORCED_MAIL_COOLDOWN = `${PURPOSE.bindMail}+forceMailBind`;

export interface MailBinding {
  /** What the code button's 60 s cooldown is kept under, with the address. */
  cooldownKey: string;
  sendCode(mail: string): Promise<unknown>;
  submit(mail: string, code: string): Promise<void>;
  reportMissing(field: 'mail' | 'code'): void;
  /** A bindMessage the provider sent with a success; the flow stops on it. */
  notice: string;
}

// The 1345 text is not shown (SPEC §8): an error with an empty text toasts nothing.
const quietly = () => new ApiError('status', BOUND_ELSEWHERE, '');

export function useMailBinding(operation: MailOperation, forced: boolean): MailBinding {
  const { t } = useTranslation('account');
  // An answer after the player left moves and says nothing (the bind itself still reaches native).
  const { navigate, toast } = usePageScope();
  const location = useLocation();
  const sendMailCode = useSendMailCode();
  const bindCall = useMailBindCall(operation, forced);
  const [notice, setNotice] = useState('');

  const toStrongBinding = useCallback(
    (mail: string, typedCode = '') => {
      // The typed address stays in a history entry of this page (in its state, never the URL), so coming back from
      // strongbindingmail keeps it. The bind flow adds that entry (three steps then lead back to manageaccount, as in
      // the change flow, whose third step is the verification page); once it is there, or in the change flow, the entry
      // is marked in place.
      const addEntry = operation === 'bind' && !isFlowEntry(location.state);
      const here = routeWithoutIdentifiers(location.pathname + location.search);
      const kept = !addEntry && isRecord(location.state) ? location.state : {};
      navigate(here, { replace: !addEntry, state: turnState({ ...kept, ...flowEntryState(mail) }) });
      navigate(flowPaths.strongBindingMail(operation), {
        state: turnState({ ...boundElsewhereState(mail, typedCode), ...(addEntry ? flowEntryBehindState() : {}) }),
      });
    },
    [navigate, location.pathname, location.search, location.state, operation],
  );

  const sendCode = useCallback(
    async (mail: string) => {
      try {
        return await sendMailCode(mail, PURPOSE.bindMail, forced);
      } catch (e) {
        // useSendMailCode has reported 2666 already.
        if (!forced && errorCodeOf(e) === BOUND_ELSEWHERE) {
          toStrongBinding(mail.trim());
          throw quietly();
        }
        throw e;
      }
    },
    [sendMailCode, forced, toStrongBinding],
  );

  const submit = useCallback(
    async (mail: string, code: string) => {
      setNotice('');
      // An answer for a player the game has since logged out writes nothing and tells native nothing (security-2 N3).
      const samePlayer = samePlayerCheck();
      let response;
      try {
        response = await bindCall(mail, code);
      } catch (e) {
        if (!samePlayer()) throw quietly();
        reportMailBindFailed(e);
        if (!forced && errorCodeOf(e) === BOUND_ELSEWHERE) {
          toStrongBinding(mail, code);
          throw quietly();
        }
        reportBindFailed('mail', e);
        throw e;
      }
      if (!samePlayer()) return;
      clearDraft(MAIL_DRAFT[operation]);
      const message = bindMessageOf(response);
      if (message) {
        setNotice(message);
        return;
      }
      const user = readBoundUser(response);
      if (operation === 'bind') {
        callNative('bindResult', { authType: 'mail', status: 'success', mail, ...user });
        toast(t('result.bound'));
        returnToAccount(navigate, forced ? RETURN_STEPS.strongBindingMail.bind : RETURN_STEPS.bindMail);
      } else {
        callNative('modifyMail', { mail, ...user });
        toast(t('result.edited'));
        returnToAccount(navigate, forced ? RETURN_STEPS.strongBindingMail.modify : RETURN_STEPS.modifyMail);
      }
    },
    [bindCall, forced, operation, navigate, toast, t, toStrongBinding],
  );

  const cooldownKey = forced ? FORCED_MAIL_COOLDOWN : PURPOSE.bindMail;
  return { cooldownKey, sendCode, submit, reportMissing: reportMailBindMissing, notice };
}
