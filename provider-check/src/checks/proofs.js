// Getting a proof as the page would (send a code, check it with --code): the steps of a row, not rows themselves.
const { refusal } = require('../checker');

const isMail = (username) => username.includes('@');

/** The payload fields that name a code's destination: by username (forget, delete) or by the number / address. */
function destination(c, { username, mobile, mail, target }) {
  const common = { target, target_id: c.session.device_id || 'provider-check' };
  if (username) return isMail(username) ? { username, ...common } : { username, ...common, country: c.country };
  if (mobile) return { mobile, ...common, country: c.country };
  return { mail, forceMailBind: false, ...common };
}

const SEND = { sms: 'send-sms', mail: 'send-mail', smsByUsername: 'send-sms-by-username', mailByUsername: 'send-mail-by-username' };
const VERIFY = { sms: 'verify-sms', mail: 'verify-mail', smsByUsername: 'verify-sms-by-username', mailByUsername: 'verify-mail-by-username' };

function channelOf(where) {
  if (where.username) return isMail(where.username) ? 'mailByUsername' : 'smsByUsername';
  return where.mobile ? 'sms' : 'mail';
}

/** Sends a code and checks it with `security`; → { body } (the check's answer) or { reason } why it could not. */
async function sendAndCheck(c, where, security = c.code) {
  const channel = channelOf(where);
  const fields = destination(c, where);
  const sent = await c.call(SEND[channel], fields);
  if (sent.problem) return { reason: `${c.callName(SEND[channel])}: ${sent.problem}` };
  if (sent.body.status !== 'ok') return { reason: `${c.callName(SEND[channel])} refused: ${refusal(sent.body)}` };
  const checked = await c.call(VERIFY[channel], { ...fields, security });
  if (checked.problem) return { reason: `${c.callName(VERIFY[channel])}: ${checked.problem}` };
  return { body: checked.body, callId: VERIFY[channel] };
}

/** A proof for `where` with the right code; → { proof }, { skip } (it cannot be had here) or { reason } (the provider failed). */
async function obtainProof(c, where) {
  if (!c.code) return { skip: 'needs --code (a code the test environment accepts)' };
  const { body, reason } = await sendAndCheck(c, where);
  if (reason) return { reason: `could not get a proof: ${reason}` };
  if (body.status !== 'ok') return { reason: `could not get a proof: the check refused: ${refusal(body)}` };
  if (typeof body.proof !== 'string' || !body.proof) return { reason: `could not get a proof: the check answered result ${JSON.stringify(body.result)} and no proof` };
  return { proof: body.proof };
}

/** The forgot-password proof of an account named by username (its phone or e-mail). */
function forgetProof(c, username) {
  return obtainProof(c, { username, target: isMail(username) ? 'email_forget_password' : 'mobile_forget_password' });
}

/** A change-password proof of the test account (its own phone, else its e-mail). */
function changeProof(c) {
  if (c.facts.mobile) return obtainProof(c, { mobile: c.facts.mobile, target: 'mobile_change_password' });
  if (c.facts.mail) return obtainProof(c, { mail: c.facts.mail, target: 'email_change_password' });
  return Promise.resolve({ skip: 'the test account has no phone or e-mail bound' });
}

/** webAccount: the deletion proof of the test account. */
function deleteProof(c, username) {
  return obtainProof(c, { username, target: isMail(username) ? 'email_delete_account' : 'mobile_delete_account' });
}

module.exports = { sendAndCheck, obtainProof, forgetProof, changeProof, deleteProof, destination };
