// The ONE i18next instance: lng is the text language, the server locale travels separately (Accept-Language).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getAppConfig } from '../config/app-config';
import { resolveTextLanguage } from '../locale/device-text-language';
import { DEFAULT_LOCALE, TEXT_LANGUAGES } from '../locale/resolve-locale';
import { serverLocaleOf } from '../locale/server-locale';
import { inTextOf, textDirectionOf } from '../locale/text-direction';
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

let locale: string = DEFAULT_LOCALE;
let initializing: Promise<unknown> | undefined;

/** `tag` is the device's language tag (session `language`) or a SPEC §1 locale, which reads as itself. */
function adopt(tag: string): string {
  locale = serverLocaleOf(tag, getAppConfig().providerLocales);
  const text = resolveTextLanguage(tag);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = text;
    document.documentElement.dir = textDirectionOf(text);
  }
  return text;
}

/** A value put into a text (a number, code, phone, e-mail, id, name) as it reads, inside Arabic too. */
function keepDirectionInRightToLeft(value: unknown): string {
  return inTextOf(i18n.language, String(value));
}

/** Loads 'common' for the text language of `tag` only (no fallback language is preloaded). */
export async function initI18n(tag: string): Promise<void> {
  if (initializing) {
    await initializing;
    await setLocale(tag);
    return;
  }
  const text = adopt(tag);
  initializing = i18n.init({
    lng: text,
    supportedLngs: [...TEXT_LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders; the hook keeps each value in its own direction inside right-to-left texts.
    interpolation: { escapeValue: true, escape: keepDirectionInRightToLeft },
    react: { useSuspense: true },
    returnNull: false,
  });
  await initializing;
}

/** Switches the texts to the language of `tag` (a device language tag or a SPEC §1 locale). */
export async function setLocale(tag: string): Promise<void> {
  if (!initializing) {
    await initI18n(tag);
    return;
  }
  const text = adopt(tag);
  await initializing;
  await i18n.changeLanguage(text);
}

/**
 * The locale the server is told (Accept-Language, `language` fields, locale-keyed documents and frames): SPEC §1's
 * list, or a locale app-config.json's providerLocales lists (locale/server-locale.ts). Never the text language.
 */
export function currentLocale(): string {
  return locale;
}
