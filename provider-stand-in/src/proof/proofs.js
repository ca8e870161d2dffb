// §8 proofs: a checked code yields an opaque proof bound to its purpose and account, valid 10 minutes, spent on use.
const crypto = require('crypto');
const { fail } = require('../http/provider-error');

const PROOF_TTL_MS = 10 * 60 * 1000;

/** A new proof for `purpose` and `account` (null when no account owns the number/address: it proves nothing). */
function issueProof(standIn, { purpose, account }) {
  const proof = crypto.randomBytes(32).toString('base64url');
  const now = standIn.now();
  standIn.state.proofs[proof] = { purpose, userId: account ? account.userId : '', issuedAt: now, expiresAt: now + PROOF_TTL_MS, spent: false };
  return proof;
}

/**
 * Throws 1401 unless `proof` is a live proof of one of `purposes` for `account`; with `spend`, marks it spent.
 * missingDefect / spendDefect / purposeDefect: the planted defects that let this call go without a proof / without
 * spending it / with a proof of another purpose.
 */
function useProof(standIn, proof, { account, purposes, spend = true, missingDefect, spendDefect, purposeDefect }) {
  const has = (name) => Boolean(name) && standIn.hasDefect(name);
  if (!proof) {
    if (has(missingDefect)) return;
    throw fail('1401', 'Proof missing: verify a code first');
  }
  const record = Object.hasOwn(standIn.state.proofs, proof) ? standIn.state.proofs[proof] : null;
  if (!record) {
    if (has('proof-made-up')) return;
    throw fail('1401', 'Proof wrong');
  }
  if (record.spent) throw fail('1401', 'Proof already used');
  if (standIn.now() >= record.expiresAt) throw fail('1401', 'Proof expired');
  if (!purposes.includes(record.purpose) && !has('proof-any-purpose') && !has(purposeDefect)) throw fail('1401', 'Proof is for another purpose');
  if (record.userId !== account.userId && !has('proof-any-account')) throw fail('1401', 'Proof is for another account');
  if (spend && !has(spendDefect)) record.spent = true;
}

module.exports = { issueProof, useProof, PROOF_TTL_MS };
