// Test-only steps of the §8 "proof" flows against a running stand-in: send and verify a code, get its proof.
const { callOpen } = require('./client');

const CODE = '123456';

/** The forget flow's code by username: send, then verify; → the verify answer ({result, proof}). */
async function forgetProof(standIn, username, { channel = 'sms', security = CODE } = {}) {
  const target = channel === 'sms' ? 'mobile_forget_password' : 'email_forget_password';
  const fields = { username, target, target_id: 'dev-1', ...(channel === 'sms' ? { country: '86' } : {}) };
  const path = channel === 'sms' ? '/open/oauth/sms' : '/open/oauth/mail';
  await callOpen(standIn, 'POST', path, fields);
  return callOpen(standIn, 'GET', path, { ...fields, security });
}

/** A code to a number (sms) or address (mail) for `target`, checked; → the verify answer. */
async function codeProof(standIn, { mobile, mail, target, security = CODE }) {
  const fields = mobile ? { mobile, target, target_id: 'dev-1', country: '86' } : { mail, target, target_id: 'dev-1', forceMailBind: false };
  const path = mobile ? '/open/oauth/sms' : '/open/oauth/mail';
  await callOpen(standIn, 'POST', path, fields);
  return callOpen(standIn, 'GET', path, { ...fields, security });
}

/** webAccount: the deletion code by username (sms for a number, mail for an address), checked; → the verify answer. */
async function deleteProof(standIn, username, { security = CODE } = {}) {
  const mail = username.includes('@');
  const fields = { username, target: mail ? 'email_delete_account' : 'mobile_delete_account', target_id: 'dev-1', ...(mail ? {} : { country: '86' }) };
  const path = mail ? '/open/oauth/mail' : '/open/oauth/sms';
  await callOpen(standIn, 'POST', path, fields);
  return callOpen(standIn, 'GET', path, { ...fields, security });
}

module.exports = { forgetProof, codeProof, deleteProof, CODE };
