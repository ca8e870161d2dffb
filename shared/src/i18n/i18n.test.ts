// Only the session's text language is fetched; registered namespaces load on demand.
import { currentLocale, i18n, initI18n, setLocale } from './i18n';
import { registerLocales } from './locale-registry';
import type { TextLanguage } from '../locale/resolve-locale';

describe('i18n', () => {
  const loads: Array<[string, TextLanguage]> = [];
  beforeAll(() => {
    registerLocales('probe', async (lang) => {
      loads.push(['probe', lang]);
      return { default: { hello: `hello-${lang}`, n: 'n={{n}}' } };
    });
  });

  it('starts in the session language and loads nothing else: zh-TW reads Traditional Chinese only', async () => {
    await initI18n('zh-TW');
    expect(i18n.language).toBe('zh-Hant');
    expect(currentLocale()).toBe('zh-TW');
    expect(i18n.t('common:error.network')).toBe('網路異常，請稍後再試~');
    expect(i18n.t('common:code.resend', { count: 42 })).toBe('42 秒後重送');
    expect(Object.keys(i18n.store.data)).toEqual(['zh-Hant']); // neither Simplified `zh` nor `en` is fetched
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('loads a registered namespace for the current language only', async () => {
    await i18n.loadNamespaces('probe');
    expect(loads).toEqual([['probe', 'zh-Hant']]);
    expect(i18n.t('probe:hello')).toBe('hello-zh-Hant');
    expect(i18n.t('probe:n', { n: '<b>' })).toBe('n=<b>'); // React escapes on render
  });

  it('zh-HK reads the same Traditional Chinese, zh-CN Simplified', async () => {
    await setLocale('zh-HK');
    expect(i18n.language).toBe('zh-Hant');
    expect(i18n.t('common:title.userCenter')).toBe('會員中心');
    await setLocale('zh-CN');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('common:title.userCenter')).toBe('用户中心');
    expect(loads).toEqual([['probe', 'zh-Hant'], ['probe', 'zh']]);
  });

  it('switches language, fetching the new one, and keeps the supported locale for Accept-Language', async () => {
    await setLocale('in-IN');
    expect(currentLocale()).toBe('in-IN');
    expect(i18n.language).toBe('id');
    expect(i18n.t('common:error.system')).toBe('Kesalahan sistem');
    expect(loads).toContainEqual(['probe', 'id']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('reads Thai sessions in Thai', async () => {
    await setLocale('th-TH');
    expect(i18n.language).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    expect(i18n.t('common:code.resend', { count: 42 })).toBe('ส่งใหม่ได้ใน 42 วินาที');
    expect(loads).toContainEqual(['probe', 'th']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it.each([
    ['pt_BR', 'pt-BR', 'pt-PT'], ['es_MX', 'es-419', 'es-ES'], ['vi_VN', 'vi', 'en-US'], ['tr_TR', 'tr', 'en-US'],
    ['ar_SA', 'ar', 'en-US'],
  ])('a %s device reads %s texts and tells the server %s (SPEC §1 list)', async (tag, text, server) => {
    await setLocale(tag);
    expect(i18n.language).toBe(text);
    expect(document.documentElement.lang).toBe(text);
    expect(currentLocale()).toBe(server);
    expect(loads).toContainEqual(['probe', text]);
  });

  it('waits for a namespace registered after it was requested', async () => {
    const pending = i18n.loadNamespaces('late');
    registerLocales('late', async () => ({ title: 'Late title' }));
    await pending;
    expect(i18n.t('late:title')).toBe('Late title');
  });

  it('a second initI18n acts like setLocale', async () => {
    await initI18n('de-DE');
    expect(i18n.language).toBe('de');
    expect(i18n.t('common:action.back')).toBe('Zurück');
  });
});
