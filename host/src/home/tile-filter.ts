// SPEC §2 Home: which configured entries a player may see.
import { isMenuKey, type MenuKey } from './menu-catalogue';

export interface TileContext {
  isIOS: boolean;
  /** A mobile number is bound (bind info or session). */
  hasMobile: boolean;
  openId: string;
  loginTypes: readonly string[];
}

function allowed(key: MenuKey, c: TileContext): boolean {
  switch (key) {
    case 'wallet':
      return !c.isIOS;
    case 'codeBox':
      return c.hasMobile;
    case 'manageAccount':
    case 'myMessage':
      return Boolean(c.openId);
    case 'changePassword':
      return Boolean(c.openId) && c.loginTypes.includes('Account');
    default:
      return true;
  }
}

/** Known keys only, each once, in configured order, filtered by the rules above. */
export function visibleTiles(keys: readonly string[], c: TileContext): MenuKey[] {
  const seen = new Set<MenuKey>();
  for (const key of keys) if (isMenuKey(key) && !seen.has(key) && allowed(key, c)) seen.add(key);
  return [...seen];
}
