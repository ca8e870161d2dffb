// The simulator's URL is its saved state, so reading and writing it must round-trip and refuse odd targets.
import { readOptions, writeOptions, DEFAULT_TARGET, DEFAULT_PROVIDER } from '../public/js/options.js';
import { sessionUrl } from '../public/js/session-source.js';

describe('readOptions', () => {
  it('gives the defaults for an empty query', () => {
    const o = readOptions('');
    expect(o.target).toBe(DEFAULT_TARGET);
    expect(o.provider).toBe(DEFAULT_PROVIDER);
    expect(o.orientation).toBe('portrait');
    expect(o.session).toEqual({ loggedIn: true, platform: 'Android', language: 'en_US', loginTypes: ['Account', 'mobile', 'EmailCode'], mobile: true, role: true });
    expect(o.profile).toEqual({ id: 'conforming', variant: '' });
    expect(writeOptions(o)).toBe('');
  });

  it('takes ?target= and ?provider= only when they are http(s)', () => {
    expect(readOptions('?target=http://localhost:4000/%23/faq').target).toBe('http://localhost:4000/#/faq');
    const bad = readOptions('?target=javascript:alert(1)&provider=data:text/plain,x');
    expect(bad.target).toBe(DEFAULT_TARGET);
    expect(bad.targetRejected).toBe(true);
    expect(bad.provider).toBe(DEFAULT_PROVIDER);
  });

  it('round-trips a changed setup', () => {
    const o = readOptions('');
    o.orientation = 'landscape';
    o.session = { loggedIn: false, platform: 'IOS', language: 'zh_Hans_CN', loginTypes: ['QQ', 'VK'], mobile: false, role: false };
    const again = readOptions(writeOptions(o));
    expect(again.orientation).toBe('landscape');
    expect(again.session).toEqual(o.session);
  });

  it('drops unknown login types and reads the platform case-insensitively', () => {
    const o = readOptions('?loginTypes=QQ,Evil,Line&platform=ios');
    expect(o.session.loginTypes).toEqual(['QQ', 'Line']);
    expect(o.session.platform).toBe('IOS');
  });
});

describe('profile and variant parameters', () => {
  it('reads ?profile= and its variant, and writes only what differs from the profile default', () => {
    const o = readOptions('?profile=android-language&variant=zh_TW_%23Hant');
    expect(o.profile).toEqual({ id: 'android-language', variant: 'zh_TW_#Hant' });
    expect(writeOptions(o)).toBe('?profile=android-language&variant=zh_TW_%23Hant');
    expect(readOptions(writeOptions(o)).profile).toEqual(o.profile);
    const d = readOptions('?profile=android-language');
    expect(d.profile).toEqual({ id: 'android-language', variant: 'zh_CN_#Hans' });
    expect(writeOptions(d)).toBe('?profile=android-language');
  });

  it('falls back to conforming for an unknown profile and to the default variant for an unknown one', () => {
    expect(readOptions('?profile=evil&variant=x').profile).toEqual({ id: 'conforming', variant: '' });
    expect(readOptions('?profile=logged-out&variant=bogus').profile).toEqual({ id: 'logged-out', variant: 'empty-session' });
    expect(readOptions('?profile=logged-out&variant=no-answer').profile).toEqual({ id: 'logged-out', variant: 'no-answer' });
    expect(readOptions('?profile=numeric-ids&variant=one-unusable').profile).toEqual({ id: 'numeric-ids', variant: 'one-unusable' });
  });
});

describe('sessionUrl', () => {
  it('builds the stand-in control query', () => {
    const url = new URL(sessionUrl('http://localhost:3100', { platform: 'IOS', language: 'ja_JP', loginTypes: ['Account', 'Google'], mobile: false, role: true }));
    expect(url.origin + url.pathname).toBe('http://localhost:3100/__control/session');
    expect(Object.fromEntries(url.searchParams)).toEqual({ platform: 'IOS', language: 'ja_JP', loginTypes: 'Account,Google', mobile: '0', role: '1' });
  });

  it('keeps an Android tag with its #Hans marker intact', () => {
    const url = new URL(sessionUrl('http://localhost:3100/', { platform: 'Android', language: 'zh_CN_#Hans', loginTypes: [], mobile: true, role: true }));
    expect(url.hash).toBe('');
    expect(url.searchParams.get('language')).toBe('zh_CN_#Hans');
  });
});
