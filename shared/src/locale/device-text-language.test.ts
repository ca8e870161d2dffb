// Device tag → text language (docs/contract-changes.md "Text languages beyond SPEC §1"): Brazil, Latin America,
// Vietnam, Turkey and every Arabic region read their own texts; the SPEC §1 locale they send is another table.
import { resolveTextLanguage } from './device-text-language';
import { TEXT_LANGUAGES, resolveLocale } from './resolve-locale';

describe('resolveTextLanguage', () => {
  it.each([
    // Brazil: iOS, Android and odd case; Portugal and bare pt stay pt
    ['pt-BR', 'pt-BR'], ['pt_BR', 'pt-BR'], ['PT_br', 'pt-BR'], ['pt-Latn-BR', 'pt-BR'], ['pt_BR_#u-nu-latn', 'pt-BR'],
    ['pt-PT', 'pt'], ['pt', 'pt'], ['pt-AO', 'pt'], ['pt-MZ', 'pt'],
    // Latin America and the US read es-419; Spain, bare es and other es-* stay es
    ['es-419', 'es-419'], ['es_419', 'es-419'], ['es-MX', 'es-419'], ['es_MX', 'es-419'], ['es-AR', 'es-419'],
    ['es-CO', 'es-419'], ['es-CL', 'es-419'], ['es-PE', 'es-419'], ['es-VE', 'es-419'], ['es-US', 'es-419'],
    ['es-EC', 'es-419'], ['es-GT', 'es-419'], ['es-CU', 'es-419'], ['es-BO', 'es-419'], ['es-DO', 'es-419'],
    ['es-HN', 'es-419'], ['es-PY', 'es-419'], ['es-SV', 'es-419'], ['es-NI', 'es-419'], ['es-CR', 'es-419'],
    ['es-PA', 'es-419'], ['es-UY', 'es-419'], ['es-PR', 'es-419'], ['es-MX-u-ca-gregory', 'es-419'],
    ['es-ES', 'es'], ['es', 'es'], ['es_ES', 'es'], ['es-GQ', 'es'], ['es-PH', 'es'], ['es-IC', 'es'],
    // Vietnamese, Turkish and every Arabic region
    ['vi', 'vi'], ['vi-VN', 'vi'], ['vi_VN', 'vi'], ['tr', 'tr'], ['tr-TR', 'tr'], ['tr_TR', 'tr'], ['tr-CY', 'tr'],
    ['ar', 'ar'], ['ar-SA', 'ar'], ['ar_SA', 'ar'], ['ar-AE', 'ar'], ['ar_EG', 'ar'], ['ar-EG-u-nu-arab', 'ar'],
    ['ar-001', 'ar'], ['ar-MA', 'ar'],
    // the thirteen SPEC languages read as before
    ['ja_JP', 'ja'], ['jp_JP', 'ja'], ['zh-Hant-HK', 'zh-Hant'], ['zh_CN_#Hans', 'zh'], ['id_ID', 'id'], ['in', 'id'],
    ['ko-KO', 'ko'], ['th_TH_TH_#u-nu-thai', 'th'], ['en_GB', 'en'], ['de-AT', 'de'], ['fr_CA', 'fr'], ['ru-UA', 'ru'],
    ['it', 'it'],
    // languages without texts read English
    ['ms-MY', 'en'], ['fil_PH', 'en'], ['he-IL', 'en'], ['fa-IR', 'en'], ['', 'en'], ['x-private', 'en'],
  ])('%s reads %s', (tag, text) => {
    expect(resolveTextLanguage(tag)).toBe(text);
  });

  it('never throws on what is not a tag', () => {
    for (const v of [undefined, null, 42, {}, `pt-BR-${'x'.repeat(200)}`]) expect(resolveTextLanguage(v)).toBe('en');
  });

  it('every text language is read by its own code as a device tag', () => {
    for (const lang of TEXT_LANGUAGES) expect(resolveTextLanguage(lang)).toBe(lang);
  });

  it('the five new text languages leave SPEC §1 locale resolution as it was (the server still gets a §1 locale)', () => {
    expect([resolveLocale('pt_BR'), resolveLocale('es_MX'), resolveLocale('vi_VN'), resolveLocale('tr_TR'), resolveLocale('ar_SA')])
      .toEqual(['pt-PT', 'es-ES', 'en-US', 'en-US', 'en-US']);
  });
});
