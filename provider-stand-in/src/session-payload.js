// A ready ucOnLogin payload (SPEC §3 session names, all strings) for the simulator and tests.
const DEFAULT_LOGIN_TYPES = 'Account,mobile,mail,Facebook,Google,Twitter,Apple,GameCenter,PlayGames,Line,VK';

function flag(value, fallback) {
  if (value === undefined || value === null || value === '') return fallback;
  return value === '1' || value === 'true';
}

/** query: platform android|ios, language (e.g. en_US), loginTypes, mobile 1|0, role 1|0, appId */
function sessionPayload(state, publicKeyBase64, query = {}) {
  const { player } = state;
  const ios = String(query.platform || 'android').toLowerCase() === 'ios';
  const withRole = flag(query.role, true);
  return {
    nick_name: player.nickname,
    role_id: withRole ? '880001' : '',
    role_name: withRole ? 'Aria the Brave' : '',
    token: player.token,
    open_id: player.openId,
    user_id: player.userId,
    mobile: flag(query.mobile, true) ? state.bind.mobile || '13812345678' : '',
    app_id: String(query.appId || '20001'),
    channel: 'standin',
    public_key: publicKeyBase64,
    channel_id: '1',
    platform: ios ? 'IOS' : 'ANDROID',
    device_id: ios ? 'stand-in-ios-device-0001' : 'stand-in-android-device-0001',
    opensdk_version: '3.2.0',
    login_types: String(query.loginTypes || DEFAULT_LOGIN_TYPES),
    language: String(query.language || 'en_US'),
  };
}

module.exports = { sessionPayload, DEFAULT_LOGIN_TYPES };
