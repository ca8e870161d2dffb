// Tags real devices send (iOS Locale.preferredLanguages / Locale.current.identifier, Android Locale.toString() and
// toLanguageTag()) and the locale each one gets: docs/bridge.md's "Device language tags → locale" table.
import { normaliseDeviceTag } from './device-language-tag';
import { resolveLocale, textLanguageOf } from './resolve-locale';
import { seededRandom } from '../testing/seeded-random';

describe('iOS Locale.preferredLanguages', () => {
  it.each([
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-Hant-MO', 'zh-HK'],
    ['zh-Hant-CN', 'zh-TW'], // Traditional script, region not HK/MO
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'], // Simplified script wins over the Hong Kong region
    ['zh-Hant', 'zh-TW'],
    ['zh-Hans', 'zh-CN'],
    ['yue-Hant-HK', 'zh-HK'],
    ['yue-Hans-CN', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-US'],
    ['en-AU', 'en-US'],
    ['en-IN', 'en-US'],
    ['en', 'en-US'],
    ['ja-JP', 'ja-JP'],
    ['ja-US', 'ja-JP'],
    ['ja', 'ja-JP'],
    ['ko-KR', 'ko-KR'],
    ['ko-US', 'ko-KO'], // step 4 (`ko` → ko-KO) comes before the main-locale step
    ['pt-BR', 'pt-PT'],
    ['pt-PT', 'pt-PT'],
    ['es-419', 'es-ES'],
    ['es-MX', 'es-ES'],
    ['es-US', 'es-ES'],
    ['fr-CA', 'fr-FR'],
    ['de-CH', 'de-DE'],
    ['it-IT', 'it-IT'],
    ['ru-UA', 'ru-RU'],
    ['th-TH', 'th-TH'],
    ['id-ID', 'in-IN'],
    ['id', 'in-IN'],
    ['vi-VN', 'en-US'],
    ['ms-MY', 'en-US'],
    ['sr-Latn-RS', 'en-US'],
    ['uz-Cyrl-UZ', 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});

describe('iOS Locale.current.identifier (ICU keywords after @)', () => {
  it.each([
    ['ja_JP@calendar=japanese', 'ja-JP'],
    ['en_GB@rg=uszzzz', 'en-US'],
    ['th_TH@calendar=buddhist', 'th-TH'],
    ['zh-Hant_TW@rg=hkzzzz', 'zh-TW'],
    ['en_US_POSIX', 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});

describe('Android Locale.toString()', () => {
  it.each([
    ['zh_CN_#Hans', 'zh-CN'],
    ['zh_TW_#Hant', 'zh-TW'],
    ['zh_HK_#Hant', 'zh-HK'],
    ['zh_MO_#Hant', 'zh-HK'],
    ['zh_SG_#Hans', 'zh-CN'],
    ['zh__#Hant', 'zh-TW'],
    ['zh__#Hans', 'zh-CN'],
    ['zh_TW_#Hant-x-java', 'zh-TW'],
    ['zh_CN', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['zh_HK', 'zh-HK'],
    ['zh_SG', 'zh-CN'],
    ['zh_MO', 'zh-HK'],
    ['in_ID', 'in-IN'],
    ['id_ID', 'in-IN'], // newer Android reports Indonesian as `id`
    ['ja_JP', 'ja-JP'],
    ['ja_JP_JP_#u-ca-japanese', 'ja-JP'],
    ['th_TH', 'th-TH'],
    ['th_TH_TH_#u-nu-thai', 'th-TH'],
    ['ko_KR', 'ko-KR'],
    ['pt_BR', 'pt-PT'],
    ['es_419', 'es-ES'],
    ['es_US', 'es-ES'],
    ['en_US', 'en-US'],
    ['en_GB', 'en-US'],
    ['en_US_#u-fw-mon-mu-celsius', 'en-US'], // Android 14 regional preferences
    ['de_DE', 'de-DE'],
    ['fr_FR', 'fr-FR'],
    ['it_IT', 'it-IT'],
    ['ru_RU', 'ru-RU'],
    ['sr_RS_#Latn', 'en-US'],
    ['de__POSIX', 'de-DE'],
    ['fil_PH', 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});

describe('Android Locale.toLanguageTag() and web BCP-47 tags', () => {
  it.each([
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-Hans-CN', 'zh-CN'],
    ['th-TH-u-nu-thai-x-lvariant-TH', 'th-TH'],
    ['ja-JP-u-ca-japanese-x-lvariant-JP', 'ja-JP'],
    ['en-US-u-ca-gregory', 'en-US'],
    ['ja-JP-u-ca-japanese', 'ja-JP'],
    ['zh-TW-u-ca-roc', 'zh-TW'],
    ['ar-EG-u-nu-arab', 'en-US'],
    ['x-private', 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});

describe('normaliseDeviceTag', () => {
  it.each([
    ['sr-Latn-RS', 'sr-rs'],
    ['sr_RS_#Latn', 'sr-rs'],
    ['zh_CN_#Hans', 'zh-cn'],
    ['zh-Hant-HK', 'zh-hk'],
    ['zh', 'zh'],
    ['zh-MY', 'zh-my'],
    ['id_ID', 'in-id'],
    ['en-US-u-ca-gregory', 'en-us'],
    ['th_TH_TH_#u-nu-thai', 'th-th'],
    ['  PT_br  ', 'pt-br'],
    ['es-419', 'es-419'],
    ['', ''],
    ['_GB', ''],
    ['#Hans', ''],
    ['english', ''],
    ['__proto__', ''],
  ])('%j → %j', (tag, normal) => {
    expect(normaliseDeviceTag(tag)).toBe(normal);
  });
});

describe('bare languages with texts never fall to English', () => {
  it.each([
    ['en', 'en'], ['zh', 'zh'], ['ja', 'ja'], ['ru', 'ru'], ['id', 'id'], ['in', 'id'], ['es', 'es'], ['fr', 'fr'],
    ['pt', 'pt'], ['de', 'de'], ['ko', 'ko'], ['it', 'it'], ['th', 'th'], ['zh-Hant', 'zh-Hant'], ['yue', 'zh-Hant'],
  ] as const)('%s reads %s', (tag, text) => {
    expect(textLanguageOf(resolveLocale(tag))).toBe(text);
  });
});

describe('odd input', () => {
  it.each([
    '#', '@', '-', '--', '_#', 'zh_#', 'zh-', 'zh-#-', '#u-nu-thai', 'zh_TW_#', 'zh@', 'en-US;q=0.9,*', 'en_US\u0000',
    '🏳️‍🌈', 'null', 'constructor', 'toString', '../../../etc/passwd', '<script>', 'zh-hant-hant-tw-tw', 'a-b-c-d',
  ])('%j resolves to a supported locale without throwing', (tag) => {
    expect(() => resolveLocale(tag)).not.toThrow();
    expect(typeof textLanguageOf(resolveLocale(tag))).toBe('string');
  });

  it('random strings built from tag characters never throw', () => {
    const random = seededRandom(15);
    const alphabet = 'zhHantsTWCNid_-#@=xu0419 ';
    for (let i = 0; i < 2000; i += 1) {
      const length = Math.floor(random() * 24);
      let tag = '';
      for (let j = 0; j < length; j += 1) tag += alphabet[Math.floor(random() * alphabet.length)];
      expect(() => normaliseDeviceTag(tag)).not.toThrow();
      expect(textLanguageOf(resolveLocale(tag))).toBeTruthy();
    }
  });
});
