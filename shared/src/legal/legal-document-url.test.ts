// The legal-document address: host choice per app, optional app segment, locale fallback, hostile app ids.
import { DEFAULT_APP_CONFIG, setAppConfig } from '../config/app-config';
import { legalDocumentUrl } from './legal-document-url';

afterEach(() => setAppConfig({}));

describe('legalDocumentUrl', () => {
  it('builds {privacyHost}{locale}/{document}.html without an app id', () => {
    setAppConfig({ privacyHost: 'https://legal.example.com/docs/' });
    expect(legalDocumentUrl({ document: 'Terms_of_Service', locale: 'en-US' }))
      .toBe('https://legal.example.com/docs/en-US/Terms_of_Service.html');
    expect(legalDocumentUrl({ document: 'delete_agree', locale: 'ja-JP', appId: '' }))
      .toBe('https://legal.example.com/docs/ja-JP/delete_agree.html');
  });

  it('adds the app id segment on the shared host when the app has no own host', () => {
    setAppConfig({ privacyHost: 'https://legal.example.com/docs' });
    expect(legalDocumentUrl({ document: 'Privacy_Policy', locale: 'de-DE', appId: '1001' }))
      .toBe('https://legal.example.com/docs/1001/de-DE/Privacy_Policy.html');
  });

  it('uses the per-app host for the configured app id and keeps the app segment', () => {
    setAppConfig({ privacyHost: 'https://legal.example.com/', privacyHostByApp: { '2002': 'https://other.example.net/legal' } });
    expect(legalDocumentUrl({ document: 'Terms_of_Service', locale: 'ko-KR', appId: '2002' }))
      .toBe('https://other.example.net/legal/2002/ko-KR/Terms_of_Service.html');
    expect(legalDocumentUrl({ document: 'Terms_of_Service', locale: 'ko-KR', appId: '1001' }))
      .toBe('https://legal.example.com/1001/ko-KR/Terms_of_Service.html');
  });

  it('resolves raw language values with the SPEC §1 fallback', () => {
    const host = DEFAULT_APP_CONFIG.privacyHost;
    expect(legalDocumentUrl({ document: 'Privacy_Policy', locale: 'zh_tw' })).toBe(`${host}zh-TW/Privacy_Policy.html`);
    expect(legalDocumentUrl({ document: 'Privacy_Policy', locale: 'zh-Hans' })).toBe(`${host}zh-CN/Privacy_Policy.html`);
    expect(legalDocumentUrl({ document: 'Privacy_Policy', locale: 'ko' })).toBe(`${host}ko-KO/Privacy_Policy.html`);
    expect(legalDocumentUrl({ document: 'Privacy_Policy', locale: 'xx-YY' })).toBe(`${host}en-US/Privacy_Policy.html`);
  });

  it('keeps a document SPEC §1 has no locale for in SPEC §1 unless app-config lists the provider\'s locale', () => {
    const host = DEFAULT_APP_CONFIG.privacyHost;
    expect(legalDocumentUrl({ document: 'delete_agree', locale: 'pt_BR' })).toBe(`${host}pt-PT/delete_agree.html`);
    expect(legalDocumentUrl({ document: 'delete_agree', locale: 'ar_SA' })).toBe(`${host}en-US/delete_agree.html`);
    setAppConfig({ providerLocales: ['pt-BR', 'ar-SA'] });
    expect(legalDocumentUrl({ document: 'delete_agree', locale: 'pt_BR' })).toBe(`${host}pt-BR/delete_agree.html`);
    expect(legalDocumentUrl({ document: 'delete_agree', locale: 'ar-EG' })).toBe(`${host}ar-SA/delete_agree.html`);
    expect(legalDocumentUrl({ document: 'delete_agree', locale: 'pt-PT' })).toBe(`${host}pt-PT/delete_agree.html`);
  });

  it('drops app ids that are not plain ids and never consults inherited keys', () => {
    const host = DEFAULT_APP_CONFIG.privacyHost;
    for (const bad of ['..', '../x', 'a/b', 'a?b', 'https://evil', '%2e%2e', 'x'.repeat(65)]) {
      expect(legalDocumentUrl({ document: 'Terms_of_Service', locale: 'en-US', appId: bad }))
        .toBe(`${host}en-US/Terms_of_Service.html`);
    }
    expect(legalDocumentUrl({ document: 'Terms_of_Service', locale: 'en-US', appId: 'constructor' }))
      .toBe(`${host}constructor/en-US/Terms_of_Service.html`);
  });
});
