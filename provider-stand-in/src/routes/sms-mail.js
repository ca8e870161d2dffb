// Sending and verifying SMS / e-mail codes. The stand-in sends nothing: the code is always 123456. With the §8 "proof"
// extension a checked code answers a proof, forget purposes name the account by username, and wrong codes count; with
// "webAccount" the deletion purposes do the same (whether or not "proof" is spoken).
const { fail } = require('../http/provider-error');
const { text, required } = require('../http/fields');
const { codeMatches, checkMailNotTaken } = require('./verification');
const { accountByUsername, accountOwning } = require('../proof/accounts');
const { attemptKey, checkNotLocked, countWrongCode } = require('../proof/attempts');
const { issueProof } = require('../proof/proofs');
const { DELETE_BY_USERNAME, PROOF_MAIL_PURPOSES, byUsername } = require('../proof/purposes');

const SMS_PURPOSES = ['mobile_login', 'mobile_register', 'mobile_change_password', 'mobile_change_binding', 'mobile_forget_password', 'mobile_change_binding_email'];
const MAIL_PURPOSES = ['email_send_code', 'email_binding_code', 'email_forget_password', 'email_change_binding', 'email_change_binding_mobile'];
// Purposes that verify an address the player already owns or looks up: no "bound elsewhere" check.
const MAIL_PURPOSES_WITHOUT_TAKEN_CHECK = ['email_forget_password', 'email_change_binding_mobile', 'email_change_password', 'email_delete_account'];

const FIELD = { sms: 'mobile', mail: 'mail' };

function purpose(payload, allowed) {
  const target = required(payload, 'target');
  if (!allowed.includes(target)) throw fail('1000', `Unknown target ${target}`);
  return target;
}

function purposes(ctx, channel) {
  const { standIn } = ctx;
  const spec = channel === 'sms' ? SMS_PURPOSES : MAIL_PURPOSES;
  const proof = channel === 'mail' && standIn.speaks('proof') ? PROOF_MAIL_PURPOSES : [];
  const web = standIn.speaks('webAccount') ? Object.keys(DELETE_BY_USERNAME).filter((p) => DELETE_BY_USERNAME[p] === channel) : [];
  return [...spec, ...proof, ...web];
}

/** Whether this send / verify follows §8's rules: proof mode, or a webAccount deletion purpose. */
function byProofRules(ctx) {
  const { standIn, payload } = ctx;
  return standIn.speaks('proof') || (standIn.speaks('webAccount') && Object.hasOwn(DELETE_BY_USERNAME, text(payload, 'target')));
}

/** SPEC §7: the number / address comes in the payload, and the purpose must be known. */
function specDestination(ctx, channel) {
  const to = required(ctx.payload, FIELD[channel]);
  return { to, target: purpose(ctx.payload, purposes(ctx, channel)) };
}

/**
 * §8 proof: a forget purpose names the account by `username` and the code goes to what it has bound; any other
 * purpose names the number / address, and its owner (if any) is the account the proof and the attempts count for.
 * → { to, target, account, key }, after 1429 when the account is locked.
 */
function proofDestination(ctx, channel) {
  const { payload, state, standIn } = ctx;
  const target = purpose(payload, purposes(ctx, channel));
  let to;
  let account;
  if (Object.hasOwn(byUsername(standIn), target)) {
    account = accountByUsername(state, required(payload, 'username'));
    if (!account) throw fail('1302', 'Account does not exist');
    to = account[FIELD[channel]];
    if (!to) throw fail('1202', `No ${channel === 'sms' ? 'mobile' : 'e-mail'} is bound to this account`);
  } else {
    to = required(payload, FIELD[channel]);
    account = accountOwning(state, channel, to);
  }
  const key = attemptKey(account, channel, to);
  checkNotLocked(standIn, key);
  return { to, target, account, key };
}

function send(channel) {
  return (ctx) => {
    const { payload, state, standIn } = ctx;
    const proofMode = byProofRules(ctx);
    const { to, target } = proofMode ? proofDestination(ctx, channel) : specDestination(ctx, channel);
    if (channel === 'mail' && !MAIL_PURPOSES_WITHOUT_TAKEN_CHECK.includes(target)) checkMailNotTaken(state, to, payload.forceMailBind);
    const sent = { channel, to, target, ...(channel === 'sms' ? { country: text(payload, 'country') } : {}), at: standIn.now() };
    if (proofMode && Object.hasOwn(byUsername(standIn), target)) sent.username = text(payload, 'username');
    state.sentCodes.push(sent);
    return { result: true };
  };
}

function verify(channel) {
  return (ctx) => {
    const { payload, standIn } = ctx;
    if (!byProofRules(ctx)) {
      specDestination(ctx, channel);
      return { result: codeMatches(payload.security) };
    }
    const { target, account, key } = proofDestination(ctx, channel);
    if (!codeMatches(payload.security)) {
      countWrongCode(standIn, key);
      return { result: false };
    }
    return { result: true, proof: issueProof(standIn, { purpose: target, account }) };
  };
}

module.exports = [
  { method: 'POST', path: '/open/oauth/sms', handle: send('sms') },
  { method: 'GET', path: '/open/oauth/sms', handle: verify('sms') },
  { method: 'POST', path: '/open/oauth/mail', handle: send('mail') },
  { method: 'GET', path: '/open/oauth/mail', handle: verify('mail') },
];
