// The one BCP-47 tag Intl reads for each text language: the only place a locale reaches Intl (never a SPEC §1 locale:
// `jp-JP` and `in-IN` are no BCP-47 tags Intl reads right).
import type { TextLanguage } from './resolve-locale';

// Arabic is written with Latin digits in every market: the codes, phone numbers and ids the page shows are Latin, and
// one screen in two digit sets reads worse (docs/contract-changes.md "Numbers, dates and counts"). Thai keeps its
// Buddhist-era years, as Thai phones show them.
const INTL_TAG: Readonly<Record<TextLanguage, string>> = Object.freeze({
  en: 'en-US', zh: 'zh-Hans-CN', 'zh-Hant': 'zh-Hant-TW', ja: 'ja-JP', ru: 'ru-RU', id: 'id-ID', es: 'es-ES', fr: 'fr-FR',
  pt: 'pt-PT', de: 'de-DE', ko: 'ko-KR', it: 'it-IT', th: 'th-TH', 'pt-BR': 'pt-BR', 'es-419': 'es-419', vi: 'vi-VN',
  tr: 'tr-TR', ar: 'ar-u-nu-latn',
});

/** The tag Intl reads for a text language (i18next's `i18n.language`); anything else reads en-US. */
export function intlTagOf(language: string): string {
  return Object.prototype.hasOwnProperty.call(INTL_TAG, language) ? INTL_TAG[language as TextLanguage] : 'en-US';
}
