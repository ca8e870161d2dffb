// Country names in the session's language: the browser's Intl.DisplayNames where it has one, else the names of
// i18n-iso-countries for that language only (Android WebView before 81 and iOS before 14.5 lack the API;
// docs/spec-readings.md "Account flows: readings"). The names load only where a picker is drawn.
import type { TextLanguage } from '../locale/resolve-locale';

/** Region id → name, or null when nothing names that id. */
export type RegionNamer = (id: string) => string | null;

interface NameList {
  countries: Record<string, string | string[]>;
}
type NameModule = NameList | { default: NameList };

// One chunk per language, fetched only where the browser has no Intl.DisplayNames. The package has no Traditional
// Chinese list (its Simplified one names Taiwan as a province): zh-Hant reads CLDR's Taiwanese names, kept here
// (scripts/region-names-zh-hant.js writes them).
const LOADERS: Record<TextLanguage, () => Promise<NameModule>> = {
  en: () => import(/* webpackChunkName: "country-names-en" */ 'i18n-iso-countries/langs/en.json'),
  'zh-Hant': () => import(/* webpackChunkName: "country-names-zh-Hant" */ './zh-hant-region-names.json'),
  zh: () => import(/* webpackChunkName: "country-names-zh" */ 'i18n-iso-countries/langs/zh.json'),
  ja: () => import(/* webpackChunkName: "country-names-ja" */ 'i18n-iso-countries/langs/ja.json'),
  ru: () => import(/* webpackChunkName: "country-names-ru" */ 'i18n-iso-countries/langs/ru.json'),
  id: () => import(/* webpackChunkName: "country-names-id" */ 'i18n-iso-countries/langs/id.json'),
  es: () => import(/* webpackChunkName: "country-names-es" */ 'i18n-iso-countries/langs/es.json'),
  fr: () => import(/* webpackChunkName: "country-names-fr" */ 'i18n-iso-countries/langs/fr.json'),
  pt: () => import(/* webpackChunkName: "country-names-pt" */ 'i18n-iso-countries/langs/pt.json'),
  de: () => import(/* webpackChunkName: "country-names-de" */ 'i18n-iso-countries/langs/de.json'),
  ko: () => import(/* webpackChunkName: "country-names-ko" */ 'i18n-iso-countries/langs/ko.json'),
  it: () => import(/* webpackChunkName: "country-names-it" */ 'i18n-iso-countries/langs/it.json'),
  th: () => import(/* webpackChunkName: "country-names-th" */ 'i18n-iso-countries/langs/th.json'),
  // Country names hardly differ between Portugal and Brazil, Spain and Latin America: one list each.
  'pt-BR': () => import(/* webpackChunkName: "country-names-pt" */ 'i18n-iso-countries/langs/pt.json'),
  'es-419': () => import(/* webpackChunkName: "country-names-es" */ 'i18n-iso-countries/langs/es.json'),
  vi: () => import(/* webpackChunkName: "country-names-vi" */ 'i18n-iso-countries/langs/vi.json'),
  tr: () => import(/* webpackChunkName: "country-names-tr" */ 'i18n-iso-countries/langs/tr.json'),
  ar: () => import(/* webpackChunkName: "country-names-ar" */ 'i18n-iso-countries/langs/ar.json'),
};

/** Whether this browser names regions itself. Read each time: tests (and polyfills) change it. */
export function hasDisplayNames(): boolean {
  return typeof Intl === 'object' && typeof (Intl as { DisplayNames?: unknown }).DisplayNames === 'function';
}

/** The browser's names in `intlLocale` (a BCP-47 tag); an id it does not know gives null. */
export function intlRegionNamer(intlLocale: string): RegionNamer {
  const names = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' });
  return (id) => {
    try {
      return names.of(id) ?? null;
    } catch {
      return null; // not a well-formed region id (a hostile list entry)
    }
  };
}

/** The package's names for one language: an own property only, the first (official) of several. */
export async function loadRegionNamer(language: TextLanguage): Promise<RegionNamer> {
  const mod = await (LOADERS[language] ?? LOADERS.en)();
  const list = ('default' in mod ? mod.default : mod).countries;
  return (id) => {
    const key = id.toUpperCase();
    if (!Object.prototype.hasOwnProperty.call(list, key)) return null;
    const name = list[key];
    return (Array.isArray(name) ? name[0] : name) || null;
  };
}
