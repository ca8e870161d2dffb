// Everything home reads: session, config (or the default menu), bind info and badge counts.
import { skipToken } from '@reduxjs/toolkit/query';
import { isIOS, selectSession, useAppSelector } from '@uc/shared';
import { homeApi, type UnreadCounts } from './home-api';
import { DEFAULT_MENU, type MenuKey } from './menu-catalogue';
import { visibleTiles } from './tile-filter';
import { useQueryResult } from './use-query-result';

export interface HomeData {
  /** One or two rows of tiles, empty rows dropped. */
  rows: MenuKey[][];
  /** Config still loading: tiles are not known yet. */
  pending: boolean;
  showBalance: boolean;
  badges: UnreadCounts;
  /** The bound mobile (bind info first, then the session), '' when none. */
  mobile: string;
  configError: unknown;
  /** The config answered without a menu: the default menu shows, and home says so. */
  menuMissing: boolean;
}

const NO_BADGES: UnreadCounts = { message: 0, activeCode: 0 };

export function useHomeData(): HomeData {
  const session = useAppSelector(selectSession);
  const { isLogin, user, app } = session;
  // Without an app id there is nothing to ask the provider with: the default menu stands in (plain browser).
  const config = useQueryResult(homeApi.endpoints.getHomeConfig, app.appId ? app.appId : skipToken);
  const loggedInId = isLogin && user.openId ? user.openId : skipToken;
  const bindInfo = useQueryResult(homeApi.endpoints.getHomeBindInfo, loggedInId);
  const unread = useQueryResult(homeApi.endpoints.getUnreadCounts, loggedInId);

  const mobile = (isLogin && (bindInfo.data?.mobile || user.mobile)) || '';
  const menuMissing = Boolean(config.data?.menuMissing);
  const menu = config.data && !menuMissing ? config.data : DEFAULT_MENU;
  const context = { isIOS: isIOS(app), hasMobile: Boolean(mobile), openId: isLogin ? user.openId : '', loginTypes: app.loginTypes };
  const rows = [visibleTiles(menu.items1, context), visibleTiles(menu.items2, context)].filter((row) => row.length > 0);

  return {
    rows,
    pending: Boolean(app.appId) && config.isLoading,
    showBalance: Boolean(config.data?.showBalance),
    badges: isLogin ? (unread.data ?? NO_BADGES) : NO_BADGES,
    mobile,
    configError: config.error,
    menuMissing,
  };
}
