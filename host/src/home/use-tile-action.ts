// What tapping a tile does (SPEC §2 Home): login gate, native entries, the change-password special case, routes.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callNative, selectIsLogin, selectUser, ticketRoutePath, toast, turnState, useAppSelector, verifyTargetsState } from '@uc/shared';
import { MENU_CATALOGUE, type MenuKey } from './menu-catalogue';
import { customerServiceMethod } from './customer-service-method';
import { startRoute } from '../routes/start-route';

/**
 * /verifyaccount with the change-password verification (SPEC §2, §7 SMS purpose mobile_change_password). The bound
 * phone itself goes in the entry's history state, never the URL (security-2 N4; docs/spec-readings.md). Without a bound
 * phone: verifyaccount then verifies by the account's e-mail, or offers to bind a phone.
 */
export function changePasswordPath(title: string, withPhone: boolean): string {
  // encodeURIComponent (%20, not '+'): every reader decodes it the same way.
  const query = withPhone
    ? { title, mobileVerify: 'mobile_change_password', operation: 'changePassword' }
    : { title, operation: 'changePassword' };
  return `/verifyaccount?${Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

export function useTileAction(mobile: string): (key: MenuKey) => void {
  const { t } = useTranslation(['host', 'common']);
  const navigate = useNavigate();
  const open = (path: string, state?: unknown) => {
    startRoute(path);
    navigate(path, { state });
  };
  const isLogin = useAppSelector(selectIsLogin);
  const { roleId, openId } = useAppSelector(selectUser);

  return (key) => {
    const entry = MENU_CATALOGUE[key];
    if (entry.needLogin && !isLogin) {
      toast(t('common:error.pleaseLogin'));
      return;
    }
    const { action } = entry;
    switch (action.kind) {
      case 'native':
        callNative(action.method);
        return;
      case 'customerService':
        callNative(customerServiceMethod(isLogin, roleId));
        return;
      case 'changePassword':
        // Never a tile that silently does nothing (issue 16): a player without a phone verifies another way there.
        open(changePasswordPath(t('host:tile.changePassword'), Boolean(mobile)), mobile ? turnState(verifyTargetsState({ mobile }, openId)) : undefined);
        return;
      case 'ticket':
        open(ticketRoutePath());
        return;
      default:
        open(action.path);
    }
  };
}
