// Calls that change the test account, only with --writes, each restoring what it changed where the contract allows;
// the ones the contract gives no way back from are skipped with the reason.
const { refusal } = require('../checker');
const { sendAndCheck } = require('./proofs');

const NEEDS_WRITES = 'needs --writes (it changes the test account)';

const NO_WAY_BACK = [
  ['writes.bind-mobile', 'bind mobile', 'not run: SPEC §7 has no way to unbind a phone again (change bind checks the binding path)'],
  ['writes.bind-mail', 'bind mail', 'not run: SPEC §7 has no way to unbind an e-mail again (change bind checks the binding path)'],
  ['writes.third-party', 'third-party bind', 'not run: a third-party login binds again only through the game\'s own login'],
  ['writes.forced', 'bindNew', 'not run: bindNew / changeBindNew take an address from another account'],
  ['writes.claim', 'claim active code', 'not run: a claimed code cannot be unclaimed'],
  ['writes.delete-message', 'delete message', 'not run: a deleted message cannot be restored'],
];

/** Change bind to the value the account already has: the call runs for real and leaves nothing to restore. */
async function changeBindToSame(c, label, { where, callId, payload }) {
  const id = `writes.change-bind-${label}`;
  if (!c.code) return c.skip(id, 'change bind', 'needs --code (a code the test environment accepts)');
  const { body, reason } = await sendAndCheck(c, where);
  if (reason) return c.failed(id, 'change bind', `could not get a code checked first: ${reason}`);
  if (body.status !== 'ok') return c.failed(id, 'change bind', `the code check refused --code: ${refusal(body)}`);
  return c.expectSuccess(id, callId, payload, { passDetail: () => `changed to the ${label === 'mobile' ? 'number' : 'address'} it had: nothing to restore` });
}

async function deletionRoundTrip(c) {
  const s = c.session;
  const status = c.facts.deletion;
  if (!status) return c.skip('writes.delete-apply', 'delete apply', 'the deletion status could not be read');
  if (status.appling) return c.skip('writes.delete-apply', 'delete apply', 'a deletion request is pending already: left as it is');
  if (!status.allowedApply) return c.skip('writes.delete-apply', 'delete apply', 'the provider does not allow a request now (allowedApply false)');
  const applied = await c.expectSuccess('writes.delete-apply', 'delete-apply', { mobile: s.mobile, real_name: '', card_number: '', token: s.token });
  if (!applied) return c.skip('writes.delete-cancel', 'delete cancel', 'nothing to cancel');
  const canceled = await c.expectSuccess('writes.delete-cancel', 'delete-cancel', { token: s.token }, { passDetail: (b) => (b.canceled === true ? 'canceled: the account is as before' : '') });
  if (canceled && canceled.canceled !== true) {
    const row = c.rows[c.rows.length - 1];
    Object.assign(row, { status: 'fail', detail: `answered canceled ${JSON.stringify(canceled.canceled)}: the test account has a pending deletion request now` });
  }
  return undefined;
}

async function writeChecks(c) {
  const s = c.session;
  if (!c.writes) {
    for (const [id, call] of [['writes.change-bind', 'change bind'], ['writes.password', c.has('proof') ? 'forget reset' : 'change password'], ['writes.delete-apply', 'delete apply'], ['writes.link-click', 'message link click']]) {
      c.skip(id, call, NEEDS_WRITES);
    }
    return;
  }
  const device = s.device_id || 'provider-check';
  if (c.facts.mobile) {
    await changeBindToSame(c, 'mobile', {
      where: { mobile: c.facts.mobile, target: 'mobile_register' },
      callId: 'change-bind-mobile',
      payload: { mobile: c.facts.mobile, oauth_type: 'Dynamic', security: c.code, device_id: device, country: c.country, target_id: device, target: 'mobile_register' },
    });
  } else c.skip('writes.change-bind-mobile', 'change bind', 'the test account has no phone bound');
  if (c.facts.mail) {
    await changeBindToSame(c, 'mail', {
      where: { mail: c.facts.mail, target: 'email_binding_code' },
      callId: 'change-bind-mail',
      payload: { mail: c.facts.mail, oauth_type: 'Account', security: c.code, device_id: device, time_wc: Date.now() },
    });
  } else c.skip('writes.change-bind-mail', 'change bind', 'the test account has no e-mail bound');
  for (const [id, call, detail] of NO_WAY_BACK) c.skip(id, call, detail);
  if (!c.has('proof')) {
    // SPEC §7 alone: the token (or the username) is all these take; with proof the proof rows run them
    const change = c.passwordToSet();
    await c.expectSuccess('writes.change-password', 'change-password', { password: change.password, open_id: s.open_id, token: s.token }, { passDetail: () => change.note });
    if (c.facts.username) {
      const reset = c.passwordToSet();
      await c.expectSuccess('writes.forget-reset', 'forget-reset', { username: c.facts.username, password: reset.password }, { passDetail: () => reset.note });
    }
  }
  await deletionRoundTrip(c);
  if (c.facts.messageId) await c.expectSuccess('writes.link-click', 'message-link-click', { messageId: c.facts.messageId, user_id: s.user_id });
}

module.exports = { writeChecks };
