// The fixed verification code and the "bound elsewhere" rule, shared by the SMS/mail and binding routes.
const { fail } = require('../http/provider-error');
const { isTrue } = require('../http/fields');
const { DEMO } = require('../state/seed');

function codeMatches(security) {
  return String(security ?? '') === DEMO.verificationCode;
}

function checkCode(security) {
  if (!codeMatches(security)) throw fail('1101', 'Verification code invalid');
}

/** 1345 unless forced; a forced use takes the e-mail away from the other account. */
function checkMailNotTaken(state, mail, forceMailBind) {
  if (!state.takenMails.includes(String(mail).toLowerCase())) return;
  if (!isTrue(forceMailBind)) throw fail('1345', 'This e-mail is already bound to another account');
}

function releaseTakenMail(state, mail) {
  state.takenMails = state.takenMails.filter((m) => m !== String(mail).toLowerCase());
}

module.exports = { codeMatches, checkCode, checkMailNotTaken, releaseTakenMail };
