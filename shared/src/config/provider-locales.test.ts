// app-config.json `providerLocales`: the provider's locales beyond SPEC §1's list (docs/configuration.md). They reach
// an HTTP header (Accept-Language) and document addresses, so only plain `language-REGION` tags pass.
import { getAppConfig, setAppConfig } from './app-config';
import { parseProviderLocales } from './provider-locales';

afterEach(() => setAppConfig({}));

it('is empty by default: the server is told SPEC §1 locales only', () => {
  expect(setAppConfig({}).providerLocales).toEqual([]);
});

it('reads the listed tags in their canonical case, once each', () => {
  expect(setAppConfig({ providerLocales: ['pt-BR', 'es-419', 'vi-VN', 'tr-TR', 'ar-SA'] }).providerLocales)
    .toEqual(['pt-BR', 'es-419', 'vi-VN', 'tr-TR', 'ar-SA']);
  expect(parseProviderLocales(['PT_br', 'pt-BR', 'ar-ae', 'ES-419'])).toEqual(['pt-BR', 'ar-AE', 'es-419']);
});

it.each([
  [['pt'], 'a bare language (names no provider content of its own)'],
  [['pt-BR\r\nX-Evil: 1'], 'a header injection'],
  [['zh-Hant-TW'], 'a script (the provider speaks language-REGION)'],
  [['pt-BR-u-nu-arab'], 'an extension'],
  [['../etc'], 'a path'],
  [[42, null, {}], 'what is no string'],
])('drops %j: %s', (list: unknown[], _why: string) => {
  expect(parseProviderLocales(list)).toEqual([]);
});

it('ignores a value that is no list, and keeps no more than 50 tags', () => {
  expect(setAppConfig({ providerLocales: 'pt-BR' }).providerLocales).toEqual([]);
  const many = Array.from({ length: 80 }, (_, i) => `a${String.fromCharCode(97 + (i % 26))}-${String(100 + i)}`);
  expect(parseProviderLocales(many)).toHaveLength(50);
  expect(getAppConfig().providerLocales).toEqual([]);
});
