// app-config.json `theme`: each game brands the user center without a rebuild. Every value is checked here, before
// it can reach a CSS custom property, so a hostile or mistyped file cannot inject CSS (`;`, `}`, `url(javascript:…)`)
// or load images from a scheme other than https / the page's own origin / hosts the file names.
export type ThemeMode = 'light' | 'dark' | 'auto';

/** The colour names a game may set per mode, and the token each one sets. */
export const THEME_COLOURS = {
  bg: '--uc-bg',
  surface: '--uc-surface',
  text: '--uc-text',
  textMuted: '--uc-text-muted',
  accent: '--uc-accent',
  accentContrast: '--uc-accent-contrast',
  danger: '--uc-danger',
  dangerContrast: '--uc-danger-contrast',
  success: '--uc-success',
  border: '--uc-border',
} as const;
export type ThemeColourName = keyof typeof THEME_COLOURS;

export interface ThemeConfig {
  /** 'auto' follows the system's prefers-color-scheme. */
  mode: ThemeMode;
  /** Custom properties for the light and the dark set (`{'--uc-accent': '#f60'}`), already checked. */
  light: Record<string, string>;
  dark: Record<string, string>;
  /** Custom properties for both sets (radius, images), already checked and written as CSS values. */
  both: Record<string, string>;
  avatarPlaceholder?: string;
  homeHeaderImage?: string;
  /** What was refused and why, for the console of whoever deploys the file. */
  refused: string[];
}

export const DEFAULT_THEME: ThemeConfig = Object.freeze({ mode: 'auto', light: {}, dark: {}, both: {}, refused: [] }) as ThemeConfig;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Numbers, units, commas, slashes and spaces only inside the function: nothing that can close or chain a declaration.
const FUNCTION_COLOUR = /^(?:rgba?|hsla?)\((?:[0-9.,%/ +-]|deg|turn)*\)$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;
const LENGTH = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em|%))$/;
// The characters a URL may keep: no quotes, parentheses, backslashes, spaces, `;`, `{`, `}` or `<>`.
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#@!$&*+,=%[\]]{1,2048}$/;

export function isThemeColour(value: unknown): value is string {
  return typeof value === 'string' && (HEX.test(value) || FUNCTION_COLOUR.test(value) || NAMED_COLOUR.test(value));
}

export function isThemeLength(value: unknown): value is string {
  return typeof value === 'string' && LENGTH.test(value);
}

/** Origins (`https://cdn.example`) of a list, dropping what is not one. */
function originList(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(o));
}

/** An image URL a theme may use: relative to the page (never `//host`), https, or http from `imageHosts`. */
export function isThemeImageUrl(value: unknown, imageHosts: readonly string[] = []): value is string {
  if (typeof value !== 'string' || !URL_CHARACTERS.test(value)) return false;
  if (value.startsWith('//')) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return true; // relative: the page's own origin
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (imageHosts.includes(url.origin)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:';
}

const THEME_KEYS = ['mode', 'light', 'dark', 'radius', 'radiusSmall', 'avatarPlaceholder', 'homeHeaderImage', 'imageHosts'];
const cssUrl = (url: string) => `url("${url}")`;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function colourSet(raw: unknown, mode: 'light' | 'dark', refused: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (raw === undefined) return out;
  if (!isRecord(raw)) {
    refused.push(`theme.${mode}: not an object`);
    return out;
  }
  for (const key of Object.keys(raw)) {
    const token = Object.prototype.hasOwnProperty.call(THEME_COLOURS, key) ? THEME_COLOURS[key as ThemeColourName] : undefined;
    if (!token) refused.push(`theme.${mode}.${key}: unknown colour name`);
    else if (!isThemeColour(raw[key])) refused.push(`theme.${mode}.${key}: not a colour`);
    else out[token] = raw[key] as string;
  }
  return out;
}

/** Older files set tokens directly (`{'--uc-accent': '#f60'}`): colours go to both sets, radii to both. */
function legacyTokens(raw: Record<string, unknown>, refused: string[]): Record<string, string> {
  const colourTokens = Object.values(THEME_COLOURS) as string[];
  const out: Record<string, string> = {};
  for (const key of Object.keys(raw).filter((k) => k.startsWith('--'))) {
    const value = raw[key];
    const ok = colourTokens.includes(key) ? isThemeColour(value) : /^--uc-radius(?:-small)?$/.test(key) && isThemeLength(value);
    if (ok) out[key] = value as string;
    else refused.push(`theme.${key}: not a themable token or a bad value`);
  }
  return out;
}

/** Reads app-config.json's `theme`; anything unusable is left out (and listed in `refused`), never applied. */
export function parseThemeConfig(raw: unknown): ThemeConfig {
  if (!isRecord(raw)) return { ...DEFAULT_THEME, refused: raw === undefined ? [] : ['theme: not an object'] };
  const refused: string[] = [];
  const mode: ThemeMode = raw.mode === 'light' || raw.mode === 'dark' || raw.mode === 'auto' ? raw.mode : 'auto';
  if (raw.mode !== undefined && raw.mode !== mode) refused.push('theme.mode: not light, dark or auto');
  const imageHosts = originList(raw.imageHosts);
  for (const key of Object.keys(raw)) {
    if (!key.startsWith('--') && !THEME_KEYS.includes(key)) refused.push(`theme.${key}: unknown key`);
  }
  // Split the directly set tokens: colours go to both sets, the rest (radii) to `both`. A loop, not
  // Object.fromEntries, which Chrome 70 / iOS 12.0 lack.
  const colourTokens = Object.values(THEME_COLOURS) as string[];
  const legacyColours: Record<string, string> = {};
  const both: Record<string, string> = {};
  for (const [key, value] of Object.entries(legacyTokens(raw, refused))) {
    if (colourTokens.includes(key)) legacyColours[key] = value;
    else both[key] = value;
  }
  const theme: ThemeConfig = {
    mode,
    light: { ...legacyColours, ...colourSet(raw.light, 'light', refused) },
    dark: { ...legacyColours, ...colourSet(raw.dark, 'dark', refused) },
    both,
    refused,
  };
  for (const [key, token] of [['radius', '--uc-radius'], ['radiusSmall', '--uc-radius-small']] as const) {
    if (raw[key] === undefined) continue;
    if (isThemeLength(raw[key])) both[token] = raw[key] as string;
    else refused.push(`theme.${key}: not a length (px, rem, em or %)`);
  }
  for (const [key, token] of [['avatarPlaceholder', '--uc-avatar-placeholder'], ['homeHeaderImage', '--uc-home-header-image']] as const) {
    if (raw[key] === undefined) continue;
    if (!isThemeImageUrl(raw[key], imageHosts)) {
      refused.push(`theme.${key}: only a relative, https or imageHosts URL`);
      continue;
    }
    theme[key] = raw[key] as string;
    both[token] = cssUrl(raw[key] as string);
  }
  return theme;
}
