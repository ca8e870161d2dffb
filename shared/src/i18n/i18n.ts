// The ONE i18next instance: lng is the text language, the supported locale travels separately (Accept-Language).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, TEXT_LANGUAGES, textLanguageOf, type SupportedLocale } from '../locale/resolve-locale';
import { registerLocales, registryBackend } from './locale-registry';

export const i18n = i18next.createInstance();
i18n.use(registryBackend).use(initReactI18next);

// shared's own texts; each language is its own chunk, fetched only when that language is used. Named: the host's
// own texts of the same language join the same chunk (host/src/locales/register.ts), one download. English is the
// exception: every cold open starts in it (no session is stored yet; SPEC §9's default), so it ships inside the first
// script and home's first page waits for no round trip after it.
registerLocales('common', (lang) =>
  lang === 'en'
    ? import(/* webpackMode: "eager" */ './locales/en.json')
    : import(/* webpackChunkName: "texts-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${lang}.json`),
);

let locale: SupportedLocale = DEFAULT_LOCALE;
let initializing: Promise<unknown> | undefined;

function markDocument(l: SupportedLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = textLanguageOf(l);
}

/** Loads 'common' for the session's text language only (no fallback language is preloaded). */
export async function initI18n(l: SupportedLocale): Promise<void> {
  if (initializing) {
    await initializing;
    await setLocale(l);
    return;
  }
  locale = l;
  markDocument(l);
  initializing = i18n.init({
    lng: textLanguageOf(l),
    supportedLngs: [...TEXT_LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes what it renders.
    react: { useSuspense: true },
    returnNull: false,
  });
  await initializing;
}

export async function setLocale(l: SupportedLocale): Promise<void> {
  locale = l;
  markDocument(l);
  if (!initializing) {
    await initI18n(l);
    return;
  }
  await initializing;
  await i18n.changeLanguage(textLanguageOf(l));
}

export function currentLocale(): SupportedLocale {
  return locale;
}
