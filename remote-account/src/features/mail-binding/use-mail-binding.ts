// SPEC §4 mail binding: a normal attempt first; 1345 (bound elsewhere) on sending a code or on binding leads to
// strongbindingmail, which repeats both with the forced flag. A success with a bindMessage shows it and stops.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, callNative, toast } from '@uc/shared';
import { bindMessageOf, readBoundUser } from '../../api/bind-user-response';
import { flowPaths, returnToAccount, RETURN_STEPS, routeWithQuery, type MailOperation } from '../route-flow/route-flow';
import { PURPOSE } from '../verification/code-purposes';
import { useSendMailCode } from '../verification/use-send-code';
import { useMailBindCall } from './mail-bind-calls';
import {
  errorCodeOf,
  reportBindFailed,
  reportMailBindFailed,
  reportMailBindMissing,
  reportMailCodeFailed,
} from './mail-events';

export const BOUND_ELSEWHERE = '1345';

export interface MailBinding {
  purpose: typeof PURPOSE.bindMail;
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
  const navigate = useNavigate();
  const location = useLocation();
  const sendMailCode = useSendMailCode();
  const bindCall = useMailBindCall(operation, forced);
  const [notice, setNotice] = useState('');

  const toStrongBinding = useCallback(
    (mail: string) => {
      // The typed address stays in this page's history entry, so coming back from strongbindingmail keeps it.
      navigate(routeWithQuery(location.pathname, { mail }), { replace: true });
      navigate(flowPaths.strongBindingMail(mail, operation));
    },
    [navigate, location.pathname, operation],
  );

  const sendCode = useCallback(
    async (mail: string) => {
      try {
        return await sendMailCode(mail, PURPOSE.bindMail, forced);
      } catch (e) {
        reportMailCodeFailed(e);
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
      let response;
      try {
        response = await bindCall(mail, code);
      } catch (e) {
        reportMailBindFailed(e);
        if (!forced && errorCodeOf(e) === BOUND_ELSEWHERE) {
          toStrongBinding(mail);
          throw quietly();
        }
        reportBindFailed('mail', e);
        throw e;
      }
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
        toast(t('result.changed'));
        returnToAccount(navigate, forced ? RETURN_STEPS.strongBindingMail.modify : RETURN_STEPS.modifyMail);
      }
    },
    [bindCall, forced, operation, navigate, t, toStrongBinding],
  );

  return { purpose: PURPOSE.bindMail, sendCode, submit, reportMissing: reportMailBindMissing, notice };
}
