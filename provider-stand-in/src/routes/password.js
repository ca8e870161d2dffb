// Change password (logged in) and the forgot-password lookup / reset; with the §8 "proof" extension each change needs a
// proof of its purpose for the account, and the lookup answers masked values.
const { fail } = require('../http/provider-error');
const { required, text } = require('../http/fields');
const { accountByUsername, sessionAccount, setPassword } = require('../proof/accounts');
const { attemptKey, checkNotLocked } = require('../proof/attempts');
const { maskMail, maskMobile } = require('../proof/mask');
const { useProof } = require('../proof/proofs');
const { PROOF_USES } = require('../proof/purposes');

// SPEC §5: 8 to 16 characters with at least one letter and one digit, counted as the player sees them (code
// points; letters and digits of any script), the same rule the account pages apply.
function checkPassword(password) {
  const length = Array.from(password).length;
  if (length < 8 || length > 16 || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    throw fail('1301', 'Password invalid');
  }
}

function knownAccount(state, username) {
  const account = accountByUsername(state, username);
  if (!account) throw fail('1302', 'Account does not exist');
  return account;
}

function changePassword({ state, payload, standIn }) {
  const password = required(payload, 'password');
  const account = sessionAccount(state);
  const proofMode = standIn.speaks('proof');
  const proofUse = { account, purposes: PROOF_USES.changePassword, missingDefect: 'password-without-proof' };
  // a wrong password does not spend the proof: the player corrects it and sends the same proof again
  if (proofMode) useProof(standIn, text(payload, 'proof'), { ...proofUse, spend: false });
  checkPassword(password);
  if (proofMode) useProof(standIn, text(payload, 'proof'), proofUse);
  setPassword(account, password);
  return { result: true };
}

/** Lookup by bound mobile or e-mail → the account's mobile and e-mail (Account), for the verification step. */
function forgetLookup({ state, payload, standIn }) {
  const account = knownAccount(state, required(payload, 'username'));
  if (!standIn.speaks('proof')) return { Mobile: account.mobile, Account: account.mail };
  checkNotLocked(standIn, attemptKey(account));
  if (standIn.hasDefect('lookup-unmasked')) return { Mobile: account.mobile, Account: account.mail };
  return { Mobile: maskMobile(account.mobile), Account: maskMail(account.mail) };
}

function forgetReset({ state, payload, standIn }) {
  const username = required(payload, 'username');
  const password = required(payload, 'password');
  const account = knownAccount(state, username);
  const proofMode = standIn.speaks('proof');
  const proofUse = { account, purposes: PROOF_USES.forgetReset, missingDefect: 'reset-without-proof', spendDefect: 'proof-reusable' };
  if (proofMode) useProof(standIn, text(payload, 'proof'), { ...proofUse, spend: false });
  checkPassword(password);
  if (proofMode) useProof(standIn, text(payload, 'proof'), proofUse);
  setPassword(account, password);
  return { result: true };
}

module.exports = [
  { method: 'POST', path: '/open/oauth/password', auth: true, handle: changePassword },
  { method: 'GET', path: '/open/oauth/forget', handle: forgetLookup },
  { method: 'POST', path: '/open/oauth/forget', handle: forgetReset },
];
