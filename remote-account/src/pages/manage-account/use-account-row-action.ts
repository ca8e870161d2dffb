// What a row does when tapped (SPEC §2 manageaccount, §4 account row): mobile and mail go to their flows
// (route-flow), a third party binds through native or, when bound, unbinds after its confirmation.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { flowPaths } from '../../features/route-flow/route-flow';
import { isThirdParty } from '../../features/bindings/bind-types';
import type { AccountRow, ThirdPartyType } from './account-rows';
import { useUnbindThirdParty } from './use-unbind-third-party';

const FLOWS = {
  mobile: { bind: flowPaths.bindPhone, modify: flowPaths.changeMobile },
  mail: { bind: flowPaths.bindMail, modify: flowPaths.changeMail },
} as const;

/** `bindThirdParty`: the page's third-party bind (it also drives the waiting sheet). */
export function useAccountRowAction(bindThirdParty: (type: ThirdPartyType) => Promise<void>): (row: AccountRow) => void {
  const navigate = useNavigate();
  const unbindThirdParty = useUnbindThirdParty();
  return useCallback(
    (row: AccountRow) => {
      if (!isThirdParty(row.type)) {
        if (row.operation === 'bind' || row.operation === 'modify') navigate(FLOWS[row.type][row.operation]());
        return;
      }
      if (row.operation === 'bind') void bindThirdParty(row.type);
      else if (row.operation === 'unbind') void unbindThirdParty(row.type);
    },
    [navigate, bindThirdParty, unbindThirdParty],
  );
}
