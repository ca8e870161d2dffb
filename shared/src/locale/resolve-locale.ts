// Host language → supported locale (SPEC §1 steps, ARCHITECTURE §7 readings), and locale → text language.
export const SUPPORTED_LOCALES = [
  'zh-CN', 'zh-TW', 'zh-HK', 'en-US', 'ru-RU', 'fr-FR', 'pt-PT', 'es-ES',
  'de-DE', 'ko-KR', 'ko-KO', 'th-TH', 'in-IN', 'ja-JP', 'jp-JP', 'it-IT',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en-US';

export const TEXT_LANGUAGES = ['en', 'zh', 'ja', 'ru', 'id', 'es', 'fr', 'pt', 'de', 'ko', 'it'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

// Case-insensitive lookup table: host values arrive in any case (`ZH_tw`).
const BY_LOWER = new Map<string, SupportedLocale>(SUPPORTED_LOCALES.map((l) => [l.toLowerCase(), l]));

export function isSupportedLocale(v: unknown): v is SupportedLocale {
  return typeof v === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(v);
}

export function resolveLocale(input: unknown): SupportedLocale {
  if (typeof input !== 'string' || input.length > 64) return DEFAULT_LOCALE;
  const tag = input.trim().replace(/_/g, '-').toLowerCase(); // step 1
  if (!tag) return DEFAULT_LOCALE;
  const exact = BY_LOWER.get(tag); // step 2
  if (exact) return exact;
  const parts = tag.split('-');
  if (parts[0] === 'zh' && parts[1] === 'hans') return 'zh-CN'; // step 3
  const base = parts[0];
  // Step 4: the base language itself as the region, upper then lower case (hence ko-KO, jp-JP, in-IN).
  return BY_LOWER.get(`${base}-${base}`) ?? DEFAULT_LOCALE; // step 5
}

const TEXT_OF: Record<SupportedLocale, TextLanguage> = {
  'zh-CN': 'zh', 'zh-TW': 'zh', 'zh-HK': 'zh', 'en-US': 'en', 'ru-RU': 'ru', 'fr-FR': 'fr',
  'pt-PT': 'pt', 'es-ES': 'es', 'de-DE': 'de', 'ko-KR': 'ko', 'ko-KO': 'ko', 'th-TH': 'en',
  'in-IN': 'id', 'ja-JP': 'ja', 'jp-JP': 'ja', 'it-IT': 'it',
};

/** Texts exist in eleven languages; Thai has none, so it reads English. */
export function textLanguageOf(locale: SupportedLocale): TextLanguage {
  return TEXT_OF[locale] ?? 'en';
}
