// What each SDK profile hands the page in ucOnLogin, built from the stand-in's real session (tokens and keys stay valid).
import { sessionPayload } from '../../provider-stand-in/src/session-payload';
import { createSeedState } from '../../provider-stand-in/src/state/seed';
import { asList, asNumber, otherPlayer, profilePick, profileSession } from '../public/js/profile-session.js';
import { ANDROID_LANGUAGE_TAGS, IOS_LANGUAGE_TAGS, SDK_PROFILES, SPEC_METHODS, profileById } from '../public/js/sdk-profiles.js';

const KEY = 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC-test-key';
/** The session the stand-in's /__control/session answers for this pick. */
const standIn = (pick = {}) =>
  sessionPayload(createSeedState(), KEY, {
    platform: pick.platform, language: pick.language, loginTypes: pick.loginTypes, mobile: pick.mobile, role: pick.role,
  });
const shape = (profile, variant = '', extra = {}) => profileSession(standIn(), { profile, variant, ...extra });
/** What the page reads: the payload goes over postMessage as a JSON string. */
const wire = (payload) => JSON.parse(JSON.stringify(payload));

describe('conforming and the profiles that send its session', () => {
  it.each(['conforming', 'resend-login', 'no-bind-answer', 'open-bridge', 'answers-caller'])('%s: the stand-in session unchanged plus capabilities ["openUrl"]', (id) => {
    expect(shape(id)).toEqual({ ...standIn(), capabilities: ['openUrl'] });
  });

  it('no-openurl: no capabilities field at all', () => {
    const payload = shape('no-openurl');
    expect(payload).toEqual(standIn());
    expect('capabilities' in payload).toBe(false);
    expect(profileById('no-openurl').methods).toEqual(SPEC_METHODS);
    expect(SPEC_METHODS).toHaveLength(17);
    expect(SPEC_METHODS).not.toContain('openUrl');
  });
});

describe('numeric-ids', () => {
  it('sends numbers for ids, login_types as an array, a boolean and an unknown extra field', () => {
    const payload = wire(shape('numeric-ids', 'usable'));
    expect(payload).toMatchObject({
      channel: 7, opensdk_version: 320, device_id: 900001,
      app_id: 20001, role_id: 880001, user_id: 10001, channel_id: 1,
      login_types: ['Account', 'mobile', 'mail', 'Facebook', 'Google', 'Twitter', 'Apple', 'GameCenter', 'PlayGames', 'Line', 'VK'],
      capabilities: 'openUrl',
      is_guest: false,
      ext: { vip_level: 3, server: 'asia-1' },
    });
    // the credentials and the key stay the stand-in's, so the provider still accepts the calls
    const s = standIn();
    expect(payload).toMatchObject({ token: s.token, open_id: s.open_id, public_key: s.public_key, nick_name: 'Aria', mobile: s.mobile, language: 'en_US' });
  });

  it('sends exactly one unusable field with the one-unusable variant: nick_name as an object', () => {
    const usable = wire(shape('numeric-ids', 'usable'));
    const broken = wire(shape('numeric-ids', 'one-unusable'));
    expect(broken.nick_name).toEqual({ text: 'Aria' });
    const { nick_name: _a, ...restBroken } = broken;
    const { nick_name: _b, ...restUsable } = usable;
    expect(restBroken).toEqual(restUsable);
  });

  it('converts only plain numeric strings (no role → empty string stays; leading zeros and big ids stay strings)', () => {
    const noRole = profileSession(standIn({ role: '0' }), { profile: 'numeric-ids', variant: 'usable' });
    expect(noRole.role_id).toBe('');
    expect(asNumber('007')).toBe('007');
    expect(asNumber('12345678901234567890')).toBe('12345678901234567890');
    expect(asNumber('-3')).toBe('-3');
    expect(asNumber('0')).toBe(0);
    expect(asNumber('abc')).toBe('abc');
    expect(asList('Account, mobile ,,QQ')).toEqual(['Account', 'mobile', 'QQ']);
    expect(asList(['QQ'])).toEqual(['QQ']);
  });
});

describe('language tags', () => {
  it('ios-language: the iOS tag and platform IOS, asked of the stand-in as an iOS session', () => {
    expect(profilePick('ios-language', 'zh-Hant-TW', { platform: 'Android', language: 'en_US', loginTypes: [] })).toMatchObject({ platform: 'IOS', language: 'zh-Hant-TW' });
    const payload = profileSession(standIn({ platform: 'IOS' }), { profile: 'ios-language', variant: 'zh-Hant-TW' });
    expect(payload).toMatchObject({ language: 'zh-Hant-TW', platform: 'IOS', device_id: 'stand-in-ios-device-0001', capabilities: ['openUrl'] });
  });

  it('android-language: the Android tag (with its #Hans marker) and platform ANDROID', () => {
    expect(profilePick('android-language', 'zh_CN_#Hans', { platform: 'IOS', language: 'en_US', loginTypes: [] })).toMatchObject({ platform: 'Android', language: 'zh_CN_#Hans' });
    const payload = wire(profileSession(standIn(), { profile: 'android-language', variant: 'zh_TW_#Hant' }));
    expect(payload).toMatchObject({ language: 'zh_TW_#Hant', platform: 'ANDROID' });
  });

  it('the other profiles leave the picked platform and language alone', () => {
    const pick = { platform: 'IOS', language: 'fr_CA', loginTypes: ['QQ'], mobile: true, role: false };
    for (const id of ['conforming', 'numeric-ids', 'logged-out', 'no-openurl']) expect(profilePick(id, '', pick)).toEqual(pick);
  });

  it('offers the real tags the issue lists, the default first', () => {
    expect(IOS_LANGUAGE_TAGS).toEqual(['zh-Hant-TW', 'zh-Hant-HK', 'zh-Hans-CN', 'ja-JP', 'en-GB', 'th-TH', 'id-ID', 'pt-BR', 'es-419']);
    expect(ANDROID_LANGUAGE_TAGS).toEqual(['zh_CN_#Hans', 'zh_TW_#Hant', 'zh_HK_#Hant', 'in_ID', 'id_ID', 'ja_JP', 'th_TH', 'en_US', 'pt_BR']);
    expect(profileById('ios-language').variants.map((v) => v.value)).toEqual(IOS_LANGUAGE_TAGS);
    expect(profileById('android-language').variants.map((v) => v.value)).toEqual(ANDROID_LANGUAGE_TAGS);
  });
});

describe('logged-out', () => {
  it('sends no player until the page has asked to log in, but every app field', () => {
    const payload = shape('logged-out', 'empty-session');
    const s = standIn();
    expect(payload).toMatchObject({ token: '', open_id: '', user_id: '', nick_name: '', role_id: '', role_name: '', mobile: '' });
    expect(payload).toMatchObject({ app_id: s.app_id, language: s.language, platform: s.platform, public_key: s.public_key, channel: s.channel, login_types: s.login_types });
  });

  it('sends the valid session once the player logged in through login', () => {
    expect(shape('logged-out', 'empty-session', { signedIn: true })).toEqual({ ...standIn(), capabilities: ['openUrl'] });
  });
});

describe('switch player', () => {
  it('hands over another player of the same game: other ids and token, same app and key', () => {
    const s = standIn();
    const other = otherPlayer(s);
    expect(other.open_id).not.toBe(s.open_id);
    expect(other.token).not.toBe(s.token);
    expect(other).toMatchObject({ user_id: '10002', role_id: '880002', nick_name: 'Bao', role_name: 'Bao the Swift', app_id: s.app_id, public_key: s.public_key });
    expect(shape('resend-login', '', { player: 2 })).toEqual({ ...other, capabilities: ['openUrl'] });
    // composed with another profile's shape
    expect(wire(shape('numeric-ids', 'usable', { player: 2 }))).toMatchObject({ user_id: 10002, role_id: 880002, open_id: other.open_id });
  });
});

it('every profile and variant gives a JSON object the page can read (no undefined, NaN or Infinity lost on the way)', () => {
  for (const profile of SDK_PROFILES) {
    for (const variant of profile.variants ? profile.variants.map((v) => v.value) : ['']) {
      const payload = profileSession(standIn(), { profile: profile.id, variant });
      expect(wire(payload)).toEqual(payload);
    }
  }
});
