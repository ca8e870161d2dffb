// The four mail bind calls behind one function: bind or change, normal or forced (SPEC §7).
import { useCallback } from 'react';
import { selectSession, useAppSelector } from '@uc/shared';
import { useBindMailForcedMutation } from '../../api/bind-mail-forced';
import { useBindMailMutation } from '../../api/bind-mail';
import type { BindUserResponse } from '../../api/bind-user-response';
import { useChangeMailForcedMutation } from '../../api/change-mail-forced';
import { useChangeMailMutation } from '../../api/change-mail';
import type { MailOperation } from '../route-flow/route-flow';

export function useMailBindCall(operation: MailOperation, forced: boolean): (mail: string, code: string) => Promise<BindUserResponse> {
  const session = useAppSelector(selectSession);
  const [bind] = useBindMailMutation();
  const [bindForced] = useBindMailForcedMutation();
  const [change] = useChangeMailMutation();
  const [changeForced] = useChangeMailForcedMutation();
  return useCallback(
    (mail, code) => {
      const arg = { mail, code, deviceId: session.app.deviceId, token: session.user.token, openId: session.user.openId };
      if (operation === 'bind') return (forced ? bindForced(arg) : bind(arg)).unwrap();
      return (forced ? changeForced(arg) : change(arg)).unwrap();
    },
    [operation, forced, session, bind, bindForced, change, changeForced],
  );
}
