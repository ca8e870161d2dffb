// ARCHITECTURE §8 "webAccount", when listed: the deletion calls by username and a deletion proof, and only that proof.
const { deleteProof, forgetProof } = require('./proofs');

async function webAccountChecks(c) {
  const id = 'webAccount.other-purpose';
  if (!c.has('webAccount')) return c.skip(id, 'delete detail', 'webAccount is not listed in --extensions');
  const username = c.facts.username;
  if (!username) return c.skip(id, 'delete detail', 'the test account has no phone or e-mail bound');
  const own = await deleteProof(c, username);
  if (own.reason) c.skip('webAccount.delete-detail', 'delete detail', own.reason);
  else await c.expectSuccess('webAccount.delete-detail', 'delete-detail-web', { username, proof: own.proof });
  const other = await forgetProof(c, username);
  if (other.reason) return c.skip(id, 'delete detail', other.reason);
  return c.expectRefused(id, 'delete-detail-web', { username, proof: other.proof }, { codes: ['1401'], why: 'with a proof of another purpose (forgot password)' });
}

module.exports = { webAccountChecks };
