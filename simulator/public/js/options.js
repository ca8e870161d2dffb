// What the simulator can be set to, read from and written back to its own URL so a link reproduces a setup.
import { DEFAULT_PROFILE, defaultVariant, knownVariant, profileById } from './sdk-profiles.js';

export const DEFAULT_TARGET = 'http://localhost:3000/#/index?page=home';
export const DEFAULT_PROVIDER = 'http://localhost:3100/';

export const LANGUAGES = [
  'en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'ru_RU', 'in_ID',
  'es_ES', 'fr_FR', 'pt_PT', 'de_DE', 'it_IT', 'th_TH',
];

export const LOGIN_TYPES = [
  'Account', 'mobile', 'EmailCode', 'QQ', 'WeChat', 'Apple', 'Facebook',
  'Twitter', 'Google', 'GameCenter', 'PlayGames', 'Line', 'VK',
];

export const PLATFORMS = [
  { value: 'Android', label: 'Android' },
  { value: 'IOS', label: 'iOS' },
];

export const DEFAULT_SESSION = {
  loggedIn: true,
  platform: 'Android',
  language: 'en_US',
  loginTypes: ['Account', 'mobile', 'EmailCode'],
  mobile: true,
  role: true,
};

/** Returns the URL as a string when it is absolute http(s), else null. */
export function httpUrlOrNull(raw) {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function flag(value, fallback) {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return fallback;
}

/** Reads the simulator's options from its query string; anything invalid falls back to the default. */
export function readOptions(search) {
  const q = new URLSearchParams(search);
  const platform = PLATFORMS.find((p) => p.value.toLowerCase() === (q.get('platform') || '').toLowerCase());
  const loginTypes = q.has('loginTypes')
    ? q.get('loginTypes').split(',').filter((t) => LOGIN_TYPES.includes(t))
    : DEFAULT_SESSION.loginTypes;
  const profile = profileById(q.get('profile'));
  return {
    profile: { id: profile.id, variant: knownVariant(profile, q.get('variant')) },
    target: httpUrlOrNull(q.get('target')) || DEFAULT_TARGET,
    targetRejected: q.has('target') && !httpUrlOrNull(q.get('target')),
    provider: httpUrlOrNull(q.get('provider')) || DEFAULT_PROVIDER,
    orientation: q.get('orientation') === 'landscape' ? 'landscape' : 'portrait',
    session: {
      loggedIn: q.get('session') === 'off' ? false : DEFAULT_SESSION.loggedIn,
      platform: platform ? platform.value : DEFAULT_SESSION.platform,
      language: q.get('language') ?? DEFAULT_SESSION.language,
      loginTypes,
      mobile: flag(q.get('mobile'), DEFAULT_SESSION.mobile),
      role: flag(q.get('role'), DEFAULT_SESSION.role),
    },
  };
}

/** Writes only what differs from the defaults, so the usual link stays short. */
export function writeOptions(options) {
  const q = new URLSearchParams();
  const s = options.session;
  const profile = profileById(options.profile.id);
  if (profile.id !== DEFAULT_PROFILE) q.set('profile', profile.id);
  if (options.profile.variant && options.profile.variant !== defaultVariant(profile)) q.set('variant', options.profile.variant);
  if (options.target !== DEFAULT_TARGET) q.set('target', options.target);
  if (options.provider !== DEFAULT_PROVIDER) q.set('provider', options.provider);
  if (options.orientation !== 'portrait') q.set('orientation', options.orientation);
  if (!s.loggedIn) q.set('session', 'off');
  if (s.platform !== DEFAULT_SESSION.platform) q.set('platform', s.platform);
  if (s.language !== DEFAULT_SESSION.language) q.set('language', s.language);
  if (s.loginTypes.join(',') !== DEFAULT_SESSION.loginTypes.join(',')) q.set('loginTypes', s.loginTypes.join(','));
  if (s.mobile !== DEFAULT_SESSION.mobile) q.set('mobile', s.mobile ? '1' : '0');
  if (s.role !== DEFAULT_SESSION.role) q.set('role', s.role ? '1' : '0');
  const text = q.toString();
  return text ? `?${text}` : '';
}
