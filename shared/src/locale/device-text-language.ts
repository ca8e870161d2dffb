// Device tag → text language: the page's language may be one SPEC §1's locale list has no entry for (pt-BR, es-419,
// vi, tr, ar); the locale sent to the server is decided apart (server-locale.ts). docs/contract-changes.md has the table.
import { parseDeviceTag } from './device-language-tag';
import { resolveLocale, textLanguageOf, type TextLanguage } from './resolve-locale';

// Spanish-speaking Latin America and the United States (UN M.49 419 is the region itself): they read es-419.
const LATIN_AMERICA = new Set([
  '419', 'mx', 'ar', 'co', 'cl', 'pe', 've', 'us', 'ec', 'gt', 'cu', 'bo', 'do', 'hn', 'py', 'sv', 'ni', 'cr', 'pa', 'uy', 'pr',
]);

// Languages whose every region reads one text language that no SPEC §1 locale names.
const WHOLE_LANGUAGE = new Map<string, TextLanguage>([['vi', 'vi'], ['tr', 'tr'], ['ar', 'ar']]);

/** The text language a device tag reads (any iOS or Android form; anything else reads what its locale reads). */
export function resolveTextLanguage(input: unknown): TextLanguage {
  const tag = typeof input === 'string' && input.length <= 128 ? parseDeviceTag(input) : null;
  if (tag) {
    if (tag.language === 'pt' && tag.region === 'br') return 'pt-BR';
    if (tag.language === 'es' && LATIN_AMERICA.has(tag.region)) return 'es-419';
    const whole = WHOLE_LANGUAGE.get(tag.language);
    if (whole) return whole;
  }
  return textLanguageOf(resolveLocale(input));
}
