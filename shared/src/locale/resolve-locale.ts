// Host language → supported locale (SPEC §1 steps, ARCHITECTURE §7 readings), and locale → text language.
import { normaliseDeviceTag } from './device-language-tag';

export const SUPPORTED_LOCALES = [
  'zh-CN', 'zh-TW', 'zh-HK', 'en-US', 'ru-RU', 'fr-FR', 'pt-PT', 'es-ES',
  'de-DE', 'ko-KR', 'ko-KO', 'th-TH', 'in-IN', 'ja-JP', 'jp-JP', 'it-IT',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en-US';

/**
 * i18next language codes; each is one `<code>.json` per locales folder. `zh-Hant` is Traditional Chinese, `pt` Portugal's
 * Portuguese and `pt-BR` Brazil's, `es` Spain's Spanish and `es-419` Latin America's (device-text-language.ts).
 */
export const TEXT_LANGUAGES = [
  'en', 'zh', 'zh-Hant', 'ja', 'ru', 'id', 'es', 'fr', 'pt', 'de', 'ko', 'it', 'th', 'pt-BR', 'es-419', 'vi', 'tr', 'ar',
] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

// Case-insensitive lookup table: host values arrive in any case (`ZH_tw`).
const BY_LOWER = new Map<string, SupportedLocale>(SUPPORTED_LOCALES.map((l) => [l.toLowerCase(), l]));

// A base language that has texts → its main locale, tried after step 4 (which answers `ko` → ko-KO, `in` → in-IN first).
const MAIN_LOCALE = new Map<string, SupportedLocale>([
  ['en', 'en-US'], ['zh', 'zh-CN'], ['ja', 'ja-JP'], ['ru', 'ru-RU'], ['in', 'in-IN'], ['es', 'es-ES'], ['fr', 'fr-FR'],
  ['pt', 'pt-PT'], ['de', 'de-DE'], ['ko', 'ko-KR'], ['it', 'it-IT'], ['th', 'th-TH'],
]);

// Far longer than any real tag (extensions included); a guard against megabyte strings, not a rule of the spec.
const MAX_TAG_LENGTH = 128;

export function isSupportedLocale(v: unknown): v is SupportedLocale {
  return typeof v === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(v);
}

export function resolveLocale(input: unknown): SupportedLocale {
  if (typeof input !== 'string' || input.length > MAX_TAG_LENGTH) return DEFAULT_LOCALE;
  // Before the steps: the device's tag → `lang[-region]` (step 1 included; a Hans script → zh-CN, step 3's job).
  const tag = normaliseDeviceTag(input);
  if (!tag) return DEFAULT_LOCALE;
  const exact = BY_LOWER.get(tag); // step 2
  if (exact) return exact;
  const base = tag.split('-')[0];
  // Step 4: the base language itself as the region, upper then lower case (hence ko-KO, jp-JP, in-IN).
  return BY_LOWER.get(`${base}-${base}`) ?? MAIN_LOCALE.get(base) ?? DEFAULT_LOCALE; // then step 5
}

const TEXT_OF: Record<SupportedLocale, TextLanguage> = {
  'zh-CN': 'zh', 'zh-TW': 'zh-Hant', 'zh-HK': 'zh-Hant', 'en-US': 'en', 'ru-RU': 'ru', 'fr-FR': 'fr',
  'pt-PT': 'pt', 'es-ES': 'es', 'de-DE': 'de', 'ko-KR': 'ko', 'ko-KO': 'ko', 'th-TH': 'th',
  'in-IN': 'id', 'ja-JP': 'ja', 'jp-JP': 'ja', 'it-IT': 'it',
};

/** The text language of a SPEC §1 locale (Taiwan and Hong Kong read Traditional Chinese); a device tag's own is resolveTextLanguage's. */
export function textLanguageOf(locale: SupportedLocale): TextLanguage {
  return TEXT_OF[locale] ?? 'en';
}
