// ARCHITECTURE §8 "proof": repeated wrong codes meet 1429; `warn` when they never do. Last, since it locks the account.
const { refusal } = require('../checker');
const { destination } = require('./proofs');

const MAX_TRIES = 8;

function wrongCode(code) {
  return code === '000000' ? '999999' : '000000';
}

async function attemptLimitCheck(c) {
  const id = 'proof.attempt-limit';
  if (!c.has('proof')) return undefined;
  const username = c.facts.username;
  if (!username) return c.skip(id, 'verify SMS', 'the test account has no phone or e-mail bound');
  const byMail = username.includes('@');
  const callId = byMail ? 'verify-mail-by-username' : 'verify-sms-by-username';
  const fields = destination(c, { username, target: byMail ? 'email_forget_password' : 'mobile_forget_password' });
  for (let tries = 1; tries <= MAX_TRIES; tries += 1) {
    const answer = await c.call(callId, { ...fields, security: wrongCode(c.code) });
    if (answer.problem) return c.failed(id, c.callName(callId), `wrong code ${tries}: ${answer.problem}`);
    const { body } = answer;
    if (body.status !== 'ok' && String(body.error) === '1429') {
      return c.add(id, c.callName(callId), 'pass', `wrong code ${tries} answered ${refusal(body)} (the test account stays locked for the provider's wait)`);
    }
    if (body.status === 'ok' && body.result === true) return c.failed(id, c.callName(callId), `accepted the wrong code ${wrongCode(c.code)}`);
  }
  const after = await c.call('forget-lookup', { username });
  if (after.body && after.body.status !== 'ok' && String(after.body.error) === '1429') {
    return c.add(id, 'forget lookup', 'pass', `after ${MAX_TRIES} wrong codes the lookup answers ${refusal(after.body)}`);
  }
  return c.add(id, c.callName(callId), 'warn', `${MAX_TRIES} wrong codes in a row never met 1429: codes can be guessed without limit`);
}

module.exports = { attemptLimitCheck };
