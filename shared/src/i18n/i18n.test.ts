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

  it('starts in the session language and loads nothing else', async () => {
    await initI18n('zh-TW');
    expect(i18n.language).toBe('zh');
    expect(currentLocale()).toBe('zh-TW');
    expect(i18n.t('common:error.network')).toBe('网络异常，请稍后再试~');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(Object.keys(i18n.store.data)).toEqual(['zh']);
    expect(document.documentElement.lang).toBe('zh');
  });

  it('loads a registered namespace for the current language only', async () => {
    await i18n.loadNamespaces('probe');
    expect(loads).toEqual([['probe', 'zh']]);
    expect(i18n.t('probe:hello')).toBe('hello-zh');
    expect(i18n.t('probe:n', { n: '<b>' })).toBe('n=<b>'); // React escapes on render
  });

  it('switches language, fetching the new one, and keeps the supported locale for Accept-Language', async () => {
    await setLocale('in-IN');
    expect(currentLocale()).toBe('in-IN');
    expect(i18n.language).toBe('id');
    expect(i18n.t('common:error.system')).toBe('Kesalahan sistem');
    expect(loads).toContainEqual(['probe', 'id']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('reads Thai sessions in English', async () => {
    await setLocale('th-TH');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:code.resend', { seconds: 42 })).toBe('Resend in 42s');
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
