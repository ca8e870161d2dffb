// app-config.json `webAccount` and `deletionNotice`: read defensively (a hostile or mistyped file neither crashes the page
// nor names a game a link cannot carry), and the kept-data words by language.
import { setAppConfig, getAppConfig } from './app-config';
import { keptText, parseDeletionNotice, parseWebAccountConfig } from './web-account-config';

afterEach(() => setAppConfig({}));

describe('webAccount', () => {
  it('keeps named apps with string fields, and a default that is one of them', () => {
    expect(parseWebAccountConfig({
      apps: { 'game-7': { name: ' Star Quest ', publicKey: 'KEY', channel: 'web' }, 20001: { name: 'Local', publicKey: 7 } },
      defaultAppId: 'game-7',
    })).toEqual({
      apps: { 'game-7': { name: 'Star Quest', publicKey: 'KEY', channel: 'web' }, 20001: { name: 'Local', publicKey: '', channel: '' } },
      defaultAppId: 'game-7',
    });
  });

  it('drops apps without a name, ids a link could not carry, prototype keys, and a default it does not list', () => {
    const parsed = parseWebAccountConfig(JSON.parse('{"apps": {"": {"name": "x"}, "a/b": {"name": "x"}, "__proto__": {"name": "x"}, "nameless": {"publicKey": "k"}, "ok": {"name": "Ok"}}, "defaultAppId": "gone"}'));
    expect(Object.keys(parsed.apps)).toEqual(['ok']);
    expect(parsed.defaultAppId).toBe('');
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it.each([undefined, null, 'apps', [], { apps: [] }, { apps: 'x' }])('%j → no games', (raw) => {
    expect(parseWebAccountConfig(raw)).toEqual({ apps: {}, defaultAppId: '' });
  });

  it('reaches getAppConfig() through setAppConfig', () => {
    setAppConfig({ webAccount: { apps: { g: { name: 'G' } }, defaultAppId: 'g' } });
    expect(getAppConfig().webAccount).toEqual({ apps: { g: { name: 'G', publicKey: '', channel: '' } }, defaultAppId: 'g' });
    setAppConfig({});
    expect(getAppConfig().webAccount).toEqual({ apps: {}, defaultAppId: '' });
  });
});

describe('deletionNotice', () => {
  it('keeps the texts of the product\'s languages only, and reads the player\'s, else English, else none', () => {
    const notice = parseDeletionNotice({ kept: { en: 'Invoices: 10 years.', de: 'Rechnungen: 10 Jahre.', xx: 'no', ja: 7, fr: '  ' } });
    expect(notice).toEqual({ kept: { en: 'Invoices: 10 years.', de: 'Rechnungen: 10 Jahre.' } });
    expect(keptText(notice, 'de')).toBe('Rechnungen: 10 Jahre.');
    expect(keptText(notice, 'ja')).toBe('Invoices: 10 years.');
    expect(keptText(parseDeletionNotice({ kept: { de: 'Nur Deutsch.' } }), 'ja')).toBe('');
    expect(parseDeletionNotice('words')).toEqual({ kept: {} });
  });

  it('gives a Brazilian or Latin American player the deployment\'s Portuguese or Spanish words before its English ones', () => {
    const notice = parseDeletionNotice({ kept: { en: 'Invoices.', pt: 'Faturas.', es: 'Facturas.', 'es-419': 'Facturas (LatAm).', ar: 'الفواتير.' } });
    expect(keptText(notice, 'pt-BR')).toBe('Faturas.');
    expect(keptText(notice, 'es-419')).toBe('Facturas (LatAm).');
    expect(keptText(notice, 'ar')).toBe('الفواتير.');
    expect(keptText(notice, 'vi')).toBe('Invoices.');
  });
});
