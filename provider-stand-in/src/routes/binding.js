// Bind info, binding (mail, mobile, third party), change binding and unbinding under /open/oauth/.
const { fail } = require('../http/provider-error');
const { text, required } = require('../http/fields');
const { checkCode, checkMailNotTaken, releaseTakenMail } = require('./verification');

const THIRD_PARTIES = ['QQ', 'WeChat', 'Apple', 'Facebook', 'Twitter', 'Google', 'GameCenter', 'PlayGames', 'Line', 'VK'];

function userData(state) {
  const { player } = state;
  return {
    user: {
      open_info: { open_id: player.openId, token: player.token },
      user_info: { user_id: player.userId },
      extra: { nickname: player.nickname },
    },
  };
}

function bindMail(state, payload, mail) {
  checkMailNotTaken(state, mail, payload.forceMailBind);
  checkCode(payload.security);
  releaseTakenMail(state, mail);
  state.bind.mail = mail;
}

function bindMobile(state, payload, mobile) {
  checkCode(payload.security);
  state.bind.mobile = mobile;
}

// The provider login's own id, as the SDKs hand it over (the simulator sends third_id).
function thirdPartyId(payload, type) {
  return text(payload, 'oauth_id') || text(payload, 'openid') || text(payload, 'uid') || text(payload, 'third_id') || `${type.toLowerCase()}-linked`;
}

/**
 * A provider login bound to another account answers 1345, like an e-mail (the provider's "bound elsewhere"); bindNew
 * (GET bindingnew, `forced`) takes it over: the other account loses it and this one gets it.
 */
function bindThirdParty(state, payload, type, forced) {
  const id = thirdPartyId(payload, type);
  const key = `${type}:${id}`;
  const taken = state.takenThirdParties || [];
  if (taken.includes(key)) {
    if (!forced) throw fail('1345', `This ${type} account is already bound to another account`);
    state.takenThirdParties = taken.filter((k) => k !== key);
  }
  state.bind[type] = id;
}

/** One bind for every form: oauth_type Account (username = e-mail), Dynamic (mobile), or a third party. */
function bindWith(forced) {
  return ({ state, payload }) => {
    const type = required(payload, 'oauth_type');
    if (type === 'Account') bindMail(state, payload, required(payload, 'username'));
    else if (type === 'Dynamic') bindMobile(state, payload, required(payload, 'mobile'));
    else if (THIRD_PARTIES.includes(type)) bindThirdParty(state, payload, type, forced);
    else throw fail('1201', `Unknown oauth_type ${type}`);
    return userData(state);
  };
}

/** Change binding: a new e-mail (username or mail) or a new mobile. */
function changeBind({ state, payload }) {
  const type = text(payload, 'oauth_type');
  const mail = text(payload, 'mail') || (type !== 'Dynamic' ? text(payload, 'username') : '');
  if (type === 'Dynamic' || (!mail && text(payload, 'mobile'))) bindMobile(state, payload, required(payload, 'mobile'));
  else if (mail) bindMail(state, payload, mail);
  else throw fail('1000', 'mail or mobile is required');
  return userData(state);
}

function unbind({ state, payload }) {
  const type = required(payload, 'oauth_type');
  if (type === 'mobile' || type === 'mail' || type === 'Dynamic' || type === 'Account') {
    throw fail('1203', 'Mobile and e-mail can only be changed, not unbound');
  }
  if (!THIRD_PARTIES.includes(type)) throw fail('1201', `Unknown oauth_type ${type}`);
  if (!state.bind[type]) throw fail('1202', `${type} is not bound`);
  delete state.bind[type];
  return { result: true };
}

module.exports = [
  { method: 'GET', path: '/open/oauth/binding', auth: true, handle: ({ state }) => ({ ...state.bind }) },
  // bind mail / mobile carry no token (SPEC §7); a third-party bind does, and any token sent is checked
  { method: 'POST', path: '/open/oauth/binding', handle: bindWith(false) },
  // bindNew: the e-mail form still needs forceMailBind true (checkMailNotTaken); a third party is taken over as such
  { method: 'GET', path: '/open/oauth/bindingnew', auth: true, handle: bindWith(true) },
  { method: 'POST', path: '/open/oauth/changebinding', handle: changeBind },
  { method: 'GET', path: '/open/oauth/changebindingnew', handle: changeBind },
  { method: 'POST', path: '/open/oauth/unbinding', auth: true, handle: unbind },
];
