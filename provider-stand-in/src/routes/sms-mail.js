// Sending and verifying SMS / e-mail codes. The stand-in sends nothing: the code is always 123456.
const { fail } = require('../http/provider-error');
const { text, required } = require('../http/fields');
const { codeMatches, checkMailNotTaken } = require('./verification');

const SMS_PURPOSES = ['mobile_login', 'mobile_register', 'mobile_change_password', 'mobile_change_binding', 'mobile_forget_password', 'mobile_change_binding_email'];
const MAIL_PURPOSES = ['email_send_code', 'email_binding_code', 'email_forget_password', 'email_change_binding', 'email_change_binding_mobile'];
// Purposes that verify an address the player already owns or looks up: no "bound elsewhere" check.
const MAIL_PURPOSES_WITHOUT_TAKEN_CHECK = ['email_forget_password', 'email_change_binding_mobile'];

function purpose(payload, allowed) {
  const target = required(payload, 'target');
  if (!allowed.includes(target)) throw fail('1000', `Unknown target ${target}`);
  return target;
}

function sendSms({ state, payload }) {
  const mobile = required(payload, 'mobile');
  const target = purpose(payload, SMS_PURPOSES);
  state.sentCodes.push({ channel: 'sms', to: mobile, target, country: text(payload, 'country'), at: Date.now() });
  return { result: true };
}

function verifySms({ payload }) {
  required(payload, 'mobile');
  purpose(payload, SMS_PURPOSES);
  return { result: codeMatches(payload.security) };
}

function sendMail({ state, payload }) {
  const mail = required(payload, 'mail');
  const target = purpose(payload, MAIL_PURPOSES);
  if (!MAIL_PURPOSES_WITHOUT_TAKEN_CHECK.includes(target)) checkMailNotTaken(state, mail, payload.forceMailBind);
  state.sentCodes.push({ channel: 'mail', to: mail, target, at: Date.now() });
  return { result: true };
}

function verifyMail({ payload }) {
  required(payload, 'mail');
  purpose(payload, MAIL_PURPOSES);
  return { result: codeMatches(payload.security) };
}

module.exports = [
  { method: 'POST', path: '/open/oauth/sms', handle: sendSms },
  { method: 'GET', path: '/open/oauth/sms', handle: verifySms },
  { method: 'POST', path: '/open/oauth/mail', handle: sendMail },
  { method: 'GET', path: '/open/oauth/mail', handle: verifyMail },
];
