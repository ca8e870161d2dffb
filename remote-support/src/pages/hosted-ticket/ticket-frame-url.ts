// The hosted ticket page's frame address (SPEC §2): the provider's client page chosen by app id and app language
// from app-config.json's ticketFrames table, with sysNum, deployId and the game role appended.
import type { SupportedLocale, TicketFrameTable } from '@uc/shared';

/**
 * The table's language variant keys tried for each locale, first match wins (keys match case-insensitively):
 * ja/jp, ko, en, zh, TW/HK, CN, IN, TH (SPEC §2). Traditional Chinese tries its own region, then the other
 * traditional one, then 'zh'; Simplified tries 'CN' then 'zh'. Before these the exact locale ('de-DE') is
 * tried, after them the base language ('de'), so a table may add any language without code changes.
 */
const VARIANTS: Record<SupportedLocale, readonly string[]> = {
  'ja-JP': ['ja', 'jp'],
  'jp-JP': ['jp', 'ja'],
  'ko-KR': ['ko'],
  'ko-KO': ['ko'],
  'en-US': ['en'],
  'zh-CN': ['CN', 'zh'],
  'zh-TW': ['TW', 'HK', 'zh'],
  'zh-HK': ['HK', 'TW', 'zh'],
  'in-IN': ['IN', 'id'],
  'th-TH': ['TH'],
  'ru-RU': [],
  'fr-FR': [],
  'pt-PT': [],
  'es-ES': [],
  'de-DE': [],
  'it-IT': [],
};

/** `locale` is the server locale: SPEC §1's, or one app-config.json's providerLocales lists (`pt-BR` → pt-BR, pt). */
export function variantKeys(locale: string): string[] {
  const own = Object.prototype.hasOwnProperty.call(VARIANTS, locale) ? VARIANTS[locale as SupportedLocale] : [];
  const keys = [locale, ...own, locale.split('-')[0]];
  return keys.filter((key, i) => keys.findIndex((k) => k.toLowerCase() === key.toLowerCase()) === i);
}

function ownValue(map: Record<string, unknown> | undefined, key: string): string {
  if (!map || !Object.prototype.hasOwnProperty.call(map, key)) return '';
  const value = map[key];
  return typeof value === 'string' ? value.trim() : '';
}

function lookupIgnoringCase(map: Record<string, string> | undefined, key: string): string {
  if (!map) return '';
  const exact = ownValue(map, key);
  if (exact) return exact;
  const match = Object.keys(map).find((k) => k.toLowerCase() === key.toLowerCase());
  return match ? ownValue(map, match) : '';
}

/** app's language variant → app's default → the general default. */
export function ticketFrameBase(table: TicketFrameTable, appId: string, locale: string): string {
  const own = appId && Object.prototype.hasOwnProperty.call(table.byApp, appId) ? table.byApp[appId] : undefined;
  for (const key of variantKeys(locale)) {
    const hit = lookupIgnoringCase(own, key);
    if (hit) return hit;
  }
  return ownValue(appId ? table.appDefault : undefined, appId) || table.default.trim();
}

export interface TicketFrameParams {
  sysNum: string;
  deployId: string;
  roleId: string;
  roleName: string;
  /** The deployment's signed identity parameters, in place of the plain role ones; {} = no identity at all. */
  signedIdentity?: Record<string, string>;
}

/**
 * The full frame address, or null when the configured one is not an absolute http(s) URL. With a signer configured
 * the server's signed parameters go along as they are (or none); else the role goes along as partnerId (the role id)
 * and params (JSON {role_id, role_name}), only when the game set a role.
 */
export function ticketFrameUrl(base: string, p: TicketFrameParams): URL | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('sysNum', p.sysNum);
  url.searchParams.set('deployId', p.deployId);
  if (p.signedIdentity) {
    for (const [name, value] of Object.entries(p.signedIdentity)) url.searchParams.set(name, value);
  } else if (p.roleId || p.roleName) {
    url.searchParams.set('partnerId', p.roleId);
    url.searchParams.set('params', JSON.stringify({ role_id: p.roleId, role_name: p.roleName }));
  }
  return url;
}
