// The locale the server is told for a device tag: SPEC §1's, unless app-config.json's providerLocales lists one for a
// text language SPEC §1 has no locale for (pt-BR, es-419, vi, tr, ar). docs/contract-changes.md "What the server is told".
import { normaliseDeviceTag } from './device-language-tag';
import { resolveTextLanguage } from './device-text-language';
import { SUPPORTED_LOCALES, resolveLocale, textLanguageOf } from './resolve-locale';

// Text languages some SPEC §1 locale reads: their players keep SPEC §1's locale whatever the provider lists.
const SPEC_TEXTS = new Set<string>(SUPPORTED_LOCALES.map(textLanguageOf));

/** `providerLocales` as parsed by parseProviderLocales (canonical `language-REGION`). */
export function serverLocaleOf(tag: unknown, providerLocales: readonly string[]): string {
  const spec = resolveLocale(tag);
  if (typeof tag !== 'string' || !providerLocales.length) return spec;
  const normal = normaliseDeviceTag(tag.length > 128 ? '' : tag);
  if (!normal) return spec;
  // The device's own tag, when the provider lists it, then the first listed locale of the same (non-SPEC) texts.
  const exact = providerLocales.find((l) => l.toLowerCase() === normal);
  if (exact) return exact;
  const text = resolveTextLanguage(tag);
  if (SPEC_TEXTS.has(text)) return spec;
  return providerLocales.find((l) => resolveTextLanguage(l) === text) ?? spec;
}
