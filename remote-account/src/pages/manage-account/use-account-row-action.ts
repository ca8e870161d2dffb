// What the action button of a row does (SPEC §2 manageaccount; the other flows live on their own routes).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountRow, ThirdPartyType } from './account-rows';
import { useThirdPartyBind } from './use-third-party-bind';

const ROUTES: Record<'mobile' | 'mail', { bind: string; modify: string }> = {
  mobile: { bind: '/bindPhone', modify: '/verifyphone' },
  mail: { bind: '/bindmail', modify: '/verifymail' },
};

export function useAccountRowAction(): (row: AccountRow) => void {
  const navigate = useNavigate();
  const bindThirdParty = useThirdPartyBind();
  return useCallback(
    (row: AccountRow) => {
      if (row.type === 'mobile' || row.type === 'mail') {
        if (row.operation !== 'unbind') navigate(ROUTES[row.type][row.operation]);
        return;
      }
      if (row.operation === 'bind') void bindThirdParty(row.type as ThirdPartyType);
    },
    [navigate, bindThirdParty],
  );
}
