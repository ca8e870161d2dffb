// The login kinds an account can be bound to (SPEC §3 login/binding types), shared by the api layer and the pages.

export const THIRD_PARTY_TYPES = [
  'QQ',
  'WeChat',
  'Apple',
  'Facebook',
  'Twitter',
  'Google',
  'GameCenter',
  'PlayGames',
  'Line',
  'VK',
] as const;
export type ThirdPartyType = (typeof THIRD_PARTY_TYPES)[number];
export type BindType = 'mobile' | 'mail' | ThirdPartyType;
export type BindOperation = 'bind' | 'modify' | 'unbind';

/**
 * Bind info as a map from login type to the bound identifier ('' = not bound), plus the bound mobile's country when
 * the provider says it (a region id like 'JP' or a dialling code like '81'; '' when it does not).
 */
export type BindInfo = Partial<Record<BindType, string>> & { mobileCountry?: string };

export function isThirdParty(type: BindType): type is ThirdPartyType {
  return (THIRD_PARTY_TYPES as readonly string[]).includes(type);
}
