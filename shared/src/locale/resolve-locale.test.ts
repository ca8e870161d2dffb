// SPEC §1 locale steps with the ARCHITECTURE §7 readings, as one table.
import { SUPPORTED_LOCALES, TEXT_LANGUAGES, resolveLocale, textLanguageOf } from './resolve-locale';

describe('resolveLocale', () => {
  it.each([
    // ARCHITECTURE §7 examples
    ['de', 'de-DE'],
    ['fr_CA', 'fr-FR'],
    ['ko', 'ko-KO'],
    ['in_ID', 'in-IN'],
    ['ja', 'ja-JP'], // main-locale step (before device tags were read, ja fell to en-US)
    ['zh-Hans', 'zh-CN'],
    ['zh_Hans_CN', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['en_GB', 'en-US'],
    ['ZH_tw', 'zh-TW'],
    // exact matches (step 2), any case
    ['ja_JP', 'ja-JP'],
    ['jp_JP', 'jp-JP'],
    ['ko_KR', 'ko-KR'],
    ['zh_HK', 'zh-HK'],
    ['zh_CN', 'zh-CN'],
    ['th_TH', 'th-TH'],
    ['EN_us', 'en-US'],
    ['pt-PT', 'pt-PT'],
    ['it_IT', 'it-IT'],
    // step 3: Simplified Chinese in any spelling
    ['zh_hans', 'zh-CN'],
    ['ZH-HANS-SG', 'zh-CN'],
    // step 4: base language as the region
    ['pt_BR', 'pt-PT'],
    ['es_MX', 'es-ES'],
    ['ru', 'ru-RU'],
    ['jp', 'jp-JP'],
    ['it_CH', 'it-IT'],
    ['in', 'in-IN'],
    ['th', 'th-TH'],
    ['de_AT', 'de-DE'],
    // device tags: a script decides Chinese, id = in
    ['zh_Hant', 'zh-TW'],
    ['id_ID', 'in-IN'],
    // after step 4, a base language with texts goes to its main locale
    ['zh', 'zh-CN'],
    ['en', 'en-US'],
    ['ja_BR', 'ja-JP'],
    // step 5: everything else
    ['xx', 'en-US'],
    ['', 'en-US'],
    ['   ', 'en-US'],
    ['_', 'en-US'],
    ['-de', 'en-US'],
    ['de-DE-extra-very-long-tag-that-is-longer-than-anything-valid-should-be', 'de-DE'], // variants dropped
    [`de-DE-u-${'ca-gregory-'.repeat(12)}`, 'en-US'], // past 128 characters: not read at all
  ])('%j → %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it.each([[undefined], [null], [42], [{}], [['de']], [true], [Symbol('de')]])('non-string %p → en-US', (input) => {
    expect(resolveLocale(input)).toBe('en-US');
  });

  it('returns every supported locale for itself', () => {
    for (const l of SUPPORTED_LOCALES) expect(resolveLocale(l)).toBe(l);
  });
});

describe('textLanguageOf', () => {
  it.each([
    ['zh-CN', 'zh'], ['zh-TW', 'zh-Hant'], ['zh-HK', 'zh-Hant'], ['ja-JP', 'ja'], ['jp-JP', 'ja'], ['in-IN', 'id'],
    ['th-TH', 'th'], ['ko-KR', 'ko'], ['ko-KO', 'ko'], ['en-US', 'en'], ['pt-PT', 'pt'], ['it-IT', 'it'],
  ] as const)('%s → %s', (locale, lang) => {
    expect(textLanguageOf(locale)).toBe(lang);
  });

  it('maps every supported locale to a text language', () => {
    for (const l of SUPPORTED_LOCALES) expect(TEXT_LANGUAGES).toContain(textLanguageOf(l));
  });

  it('every text language but the five beyond SPEC §1 is read by some supported locale', () => {
    const beyond = ['pt-BR', 'es-419', 'vi', 'tr', 'ar'];
    expect(new Set(SUPPORTED_LOCALES.map(textLanguageOf))).toEqual(new Set(TEXT_LANGUAGES.filter((l) => !beyond.includes(l))));
  });
});
