// The document's dir and lang follow the session's text language (issue 36): Arabic right to left, back to left to
// right for the next language; values put into an Arabic text keep their own direction, other languages' stay as they are.
import { i18n, initI18n, setLocale } from './i18n';
import { registerLocales } from './locale-registry';

const LRE = '\u202a';
const PDF = '\u202c';

beforeAll(() => {
  // shared's own texts are not what this file checks (and Arabic's may not be written yet): every language has none
  registerLocales('common', async () => ({}));
  registerLocales('probe', async (lang) => ({ default: { sentTo: lang === 'ar' ? 'أُرسل الرمز إلى {{target}}' : 'Sent to {{target}}' } }));
});

it('an Arabic device tag marks the document dir="rtl" lang="ar"; an English one after it dir="ltr" lang="en"', async () => {
  await initI18n('en_US');
  expect(document.documentElement.dir).toBe('ltr');
  await setLocale('ar_SA');
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ar');
  await setLocale('en-US');
  expect(document.documentElement.dir).toBe('ltr');
  expect(document.documentElement.lang).toBe('en');
  await setLocale('ar-EG');
  expect(document.documentElement.dir).toBe('rtl');
  await setLocale('zh_TW');
  expect(document.documentElement.dir).toBe('ltr');
  expect(document.documentElement.lang).toBe('zh-Hant');
});

it('a phone number put into an Arabic text reads left to right inside it; in English it is put in as it is', async () => {
  await setLocale('ar_SA');
  await i18n.loadNamespaces('probe');
  expect(i18n.t('probe:sentTo', { target: '138****5678' })).toBe(`أُرسل الرمز إلى ${LRE}138****5678${PDF}`);
  await setLocale('en_US');
  await i18n.loadNamespaces('probe');
  expect(i18n.t('probe:sentTo', { target: '138****5678' })).toBe('Sent to 138****5678');
  expect(i18n.t('probe:sentTo', { target: '<b>' })).toBe('Sent to <b>'); // no HTML escaping: React escapes on render
});
