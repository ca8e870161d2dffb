// The locale the server is told (Accept-Language, `language` fields, locale-keyed documents and frames): SPEC §1's
// list, unless app-config.json lists the provider's own locale for the player's text language.
import { serverLocaleOf } from './server-locale';

const PROVIDER = ['pt-BR', 'es-419', 'vi-VN', 'tr-TR', 'ar-SA', 'ar-AE'];

describe('a SPEC-only provider (no providerLocales)', () => {
  it.each([
    ['pt_BR', 'pt-PT'], ['es_MX', 'es-ES'], ['es-419', 'es-ES'], ['vi_VN', 'en-US'], ['tr_TR', 'en-US'], ['ar_SA', 'en-US'],
    ['ar-EG', 'en-US'], ['ja_JP', 'ja-JP'], ['id_ID', 'in-IN'], ['zh-Hant-HK', 'zh-HK'], ['', 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(serverLocaleOf(tag, [])).toBe(locale);
  });
});

describe('a provider that lists its extra locales', () => {
  it.each([
    ['pt_BR', 'pt-BR'], ['pt-BR', 'pt-BR'], ['es_MX', 'es-419'], ['es_AR', 'es-419'], ['es-US', 'es-419'], ['vi', 'vi-VN'],
    ['vi_VN', 'vi-VN'], ['tr_TR', 'tr-TR'], ['ar', 'ar-SA'], ['ar_EG', 'ar-SA'], ['ar_AE', 'ar-AE'], ['ar-SA', 'ar-SA'],
  ])('%s → %s', (tag, locale) => {
    expect(serverLocaleOf(tag, PROVIDER)).toBe(locale);
  });

  it.each([
    ['pt_PT', 'pt-PT'], ['pt', 'pt-PT'], ['es_ES', 'es-ES'], ['es', 'es-ES'], ['en_GB', 'en-US'], ['ja_JP', 'ja-JP'],
  ])('%s keeps its SPEC §1 locale (%s): the extra locales serve only the texts SPEC §1 has none for', (tag, locale) => {
    expect(serverLocaleOf(tag, PROVIDER)).toBe(locale);
  });

  it('a device tag the provider lists as it is gets it', () => {
    expect(serverLocaleOf('es_MX', ['es-MX', 'es-419'])).toBe('es-MX');
    expect(serverLocaleOf('en-GB', ['en-GB'])).toBe('en-GB');
  });

  it('the first listed locale of the language stands for its other regions', () => {
    expect(serverLocaleOf('ar_MA', ['ar-AE', 'ar-SA'])).toBe('ar-AE');
    expect(serverLocaleOf('es_CO', ['es-MX'])).toBe('es-MX');
  });

  it('never answers what is no tag', () => {
    for (const v of [undefined, null, 42, {}, 'x'.repeat(500)]) expect(serverLocaleOf(v, PROVIDER)).toBe('en-US');
  });
});
