// Sending and checking codes, always (they change no account): to the test account's own phone and e-mail, and with
// proof by username as the forgot-password flow does; a right code must answer result true (and a proof with proof).
const { validateAnswer } = require('../contract');
const { refusal } = require('../checker');
const { destination, sendAndCheck } = require('./proofs');

const CALL_IDS = {
  sms: ['send-sms', 'verify-sms'],
  mail: ['send-mail', 'verify-mail'],
  'sms-by-username': ['send-sms-by-username', 'verify-sms-by-username'],
  'mail-by-username': ['send-mail-by-username', 'verify-mail-by-username'],
};

/** Two rows: the send, and the check of --code (skipped without it). */
async function sendAndCheckRows(c, label, where) {
  const [sendId, verifyId] = CALL_IDS[label];
  const sendRow = `codes.send-${label}`;
  const verifyRow = `codes.verify-${label}`;
  if (!c.code) {
    await c.expectSuccess(sendRow, sendId, destination(c, where));
    return c.skip(verifyRow, c.callName(verifyId), 'needs --code (a code the test environment accepts)');
  }
  const { body, reason } = await sendAndCheck(c, where);
  const name = c.callName(verifyId);
  const atSend = Boolean(reason) && reason.startsWith(c.callName(sendId));
  if (reason) return atSend ? c.failed(sendRow, c.callName(sendId), reason) : c.failed(verifyRow, name, reason);
  c.add(sendRow, c.callName(sendId), 'pass', 'sent');
  if (body.status !== 'ok') return c.failed(verifyRow, name, `refused --code: ${refusal(body)}`);
  const problems = validateAnswer(verifyId, body, { extensions: c.extensions });
  if (problems.length) return c.failed(verifyRow, name, `answer is not the contract's: ${problems.join('; ')}`);
  if (body.result !== true) return c.failed(verifyRow, name, `answered result ${JSON.stringify(body.result)} for --code`);
  return c.add(verifyRow, name, 'pass', body.proof ? 'result true and a proof' : 'result true');
}

async function codeChecks(c) {
  const proof = c.has('proof');
  if (c.facts.mobile) await sendAndCheckRows(c, 'sms', { mobile: c.facts.mobile, target: 'mobile_change_password' });
  else c.skip('codes.send-sms', 'send SMS', 'the test account has no phone bound');
  if (c.facts.mail) await sendAndCheckRows(c, 'mail', { mail: c.facts.mail, target: proof ? 'email_change_password' : 'email_change_binding' });
  else c.skip('codes.send-mail', 'send mail', 'the test account has no e-mail bound');
  if (!proof) return;
  if (c.facts.mobile) await sendAndCheckRows(c, 'sms-by-username', { username: c.facts.mobile, target: 'mobile_forget_password' });
  if (c.facts.mail) await sendAndCheckRows(c, 'mail-by-username', { username: c.facts.mail, target: 'email_forget_password' });
}

module.exports = { codeChecks };
