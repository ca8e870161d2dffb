// §8 webAccount: who a call without a token is for. {username, proof} names the account; the proof of a deletion code for
// it stands in for the token for its 10 minutes and is not spent, so detail, apply, cancel and export share one.
const { fail } = require('../http/provider-error');
const { required, text } = require('../http/fields');
const { accountByUsername, sessionAccount } = require('./accounts');
const { useProof } = require('./proofs');
const { PROOF_USES } = require('./purposes');

const isGiven = (payload, name) => payload[name] !== undefined && payload[name] !== null;

/**
 * The session's account when the call carries the token (the pipeline checked it), else with `web` the account
 * {username, proof} names after the proof checks (1000, 1302, 1401), else 1002.
 * defects: { missing, purpose } — the planted defects that let this call go without a proof / with another purpose's.
 */
function callerAccount(ctx, { web, defects = {} }) {
  const { payload, standIn, state } = ctx;
  if (text(payload, 'token')) return sessionAccount(state);
  if (!web || (!isGiven(payload, 'username') && !isGiven(payload, 'proof'))) throw fail('1002', 'Please log in first');
  const account = accountByUsername(state, required(payload, 'username'));
  if (!account) throw fail('1302', 'Account does not exist');
  useProof(standIn, text(payload, 'proof'), {
    account, purposes: PROOF_USES.deletion, spend: false, missingDefect: defects.missing, purposeDefect: defects.purpose,
  });
  return account;
}

module.exports = { callerAccount };
